import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { anApplication } from '../test/application.fixture';
import { buildIcs } from './ics';
import { shiftEventsOf } from './shift-events';

const labels = {
  pending: 'in afwachting',
  completed: 'voltooid',
  perHour: (wage: string) => `${wage} per uur`,
};

function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component)),
  };
}

describe('a worker’s shifts as an iCalendar file', () => {
  const barista = {
    ...anApplication(7, 'accepted', '2030-03-30 08:00:00', '2030-03-30 14:30:00'),
    jobTitle: 'Barista; ochtend, Kouter',
    companyName: 'Koffiebar Kouter',
    jobWagePerHour: 16,
    jobPlaceAddress: 'Kouter 29, 9000 Gent',
  };
  const applications = [
    barista,
    {
      ...anApplication(9, 'pending', '2030-07-12 17:00:00', '2030-07-12 23:00:00'),
      jobTitle:
        'Ober weekend met een heel lange titel die zeker over de vijfenzeventig tekens van een regel gaat',
    },
    anApplication(11, 'cancelled', '2030-07-14 10:00:00', '2030-07-14 16:00:00'),
    anApplication(13, 'noShow', '2029-12-03 17:00:00', '2029-12-03 23:00:00'),
    anApplication(14, 'rejected', '2030-07-15 17:00:00', '2030-07-15 23:00:00'),
    {
      ...anApplication(12, 'completed', '2029-12-07 17:00:00', '2029-12-07 23:00:00'),
      jobTitle: 'Kok vrijdag',
    },
  ];

  it('parses with ical.js and holds the shifts in Brussels time, with the place, the business, the wage and a link', () => {
    const text = buildIcs(shiftEventsOf(applications, labels, 'https://jobbel.example'), {
      name: 'Jobbel',
      now: new Date(Date.UTC(2030, 0, 1, 12)),
    });
    const { calendar, events } = parsed(text);
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Brussels');
    // cancelled, missed and rejected applications are no shifts to go to
    expect(events.map((event) => event.uid)).toEqual([
      'application-7@jobbel.be',
      'application-9@jobbel.be',
      'application-12@jobbel.be',
    ]);
    expect(events[0]?.summary).toBe('Barista; ochtend, Kouter');
    expect(events[0]?.location).toBe('Kouter 29, 9000 Gent');
    expect(events[0]?.description).toBe('Koffiebar Kouter · €16,00 per uur · https://jobbel.example/jobs/7');
    expect(events[0]?.startDate.toString()).toBe('2030-03-30T08:00:00');
    expect(events[0]?.endDate.toString()).toBe('2030-03-30T14:30:00');
    expect(events[0]?.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Brussels');
    expect(events[1]?.summary).toContain('(in afwachting)');
    expect(events[1]?.component.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(events[2]?.summary).toBe('Kok vrijdag (voltooid)');
    expect(events[2]?.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(events[1]?.summary).toContain('vijfenzeventig tekens');
    expect(text.split('\r\n').every((line) => unescape(encodeURIComponent(line)).length <= 75)).toBe(true);
  });

  it('holds the shift on the terms she is booked on, and lasts its hours when the job gives no end', () => {
    const withoutEnd = { ...barista, jobEndDateTime: null, job: { jobHours: 5 } as typeof barista.job };
    const [event] = shiftEventsOf([withoutEnd], labels, 'https://jobbel.example');
    expect(event?.end).toBe('2030-03-30 13:00:00');
  });
});
