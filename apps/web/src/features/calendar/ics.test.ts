import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { CalendarEntry } from './calendar-entries';
import { buildIcs } from './ics';

const entries: CalendarEntry[] = [
  {
    id: 'application-7',
    title: 'Barista; ochtend, Kouter',
    start: new Date(2030, 2, 30, 8, 0),
    end: new Date(2030, 2, 30, 14, 30),
    kind: 'future',
    location: 'Kouter 29, 9000 Gent',
    description: 'Koffiebar Kouter · €16,00 per uur · https://jobbel.example/jobs/7',
  },
  {
    id: 'application-9',
    title: 'Ober weekend met een heel lange titel die zeker over de vijfenzeventig tekens van een regel gaat',
    start: new Date(2030, 6, 12, 17, 0),
    end: new Date(2030, 6, 12, 23, 0),
    kind: 'future',
    shiftState: 'pending',
  },
  {
    id: 'application-11',
    title: 'Afwas zondag',
    start: new Date(2030, 6, 14, 10, 0),
    end: new Date(2030, 6, 14, 16, 0),
    kind: 'future',
    shiftState: 'cancelled',
  },
  {
    id: 'application-13',
    title: 'Ober maandag',
    start: new Date(2029, 11, 3, 17, 0),
    end: new Date(2029, 11, 3, 23, 0),
    kind: 'past',
    shiftState: 'noShow',
  },
  {
    id: 'application-12',
    title: 'Kok vrijdag',
    start: new Date(2029, 11, 7, 17, 0),
    end: new Date(2029, 11, 7, 23, 0),
    kind: 'past',
    shiftState: 'completed',
  },
];

describe('calendar export (.ics)', () => {
  it('parses with ical.js and holds the right events in Brussels time', () => {
    const text = buildIcs(entries, new Date(Date.UTC(2030, 0, 1, 12)));
    const calendar = new ICAL.Component(ICAL.parse(text));
    const timezone = calendar.getFirstSubcomponent('vtimezone');
    expect(timezone?.getFirstPropertyValue('tzid')).toBe('Europe/Brussels');
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    // the cancelled and the missed shift leave the export
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
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });
});
