import { anApplication } from '@jobbel/shared/test/application.fixture';
import { describe, expect, it } from 'vitest';
import { entriesFromApplications } from './calendar-entries';

const now = new Date(2030, 5, 10, 12, 0);

describe('the worker’s calendar', () => {
  it('marks each shift’s state, keeps completed ones after the day, and leaves out what never was a shift or one that passed unconfirmed', () => {
    const entries = entriesFromApplications(
      [
        anApplication(1, 'pending', '2030-06-12 10:00:00', '2030-06-12 16:00:00'),
        anApplication(2, 'accepted', '2030-06-13 10:00:00', '2030-06-13 16:00:00'),
        anApplication(3, 'cancelled', '2030-06-14 10:00:00', '2030-06-14 16:00:00'),
        anApplication(4, 'completed', '2030-06-02 10:00:00', '2030-06-02 16:00:00'),
        anApplication(5, 'rejected', '2030-06-15 10:00:00', '2030-06-15 16:00:00'),
        anApplication(6, 'withdrawn', '2030-06-16 10:00:00', '2030-06-16 16:00:00'),
        anApplication(7, 'noShow', '2030-06-03 10:00:00', '2030-06-03 16:00:00'),
        anApplication(8, 'accepted', '2030-06-04 10:00:00', '2030-06-04 16:00:00'),
        anApplication(9, 'invited', '2030-06-17 10:00:00', '2030-06-17 16:00:00'),
      ],
      now,
    );
    expect(entries.map((entry) => [entry.title, entry.shiftState, entry.kind])).toEqual([
      ['Shift 1', 'pending', 'future'],
      ['Shift 2', 'confirmed', 'future'],
      ['Shift 3', 'cancelled', 'future'],
      ['Shift 4', 'completed', 'past'],
      ['Shift 7', 'noShow', 'past'],
    ]);
  });
});

describe('a shift in the calendar’s lists', () => {
  it('says where, the break and the planned gross pay on the terms she is booked on', () => {
    const booked = anApplication(1, 'accepted', '2030-06-12 08:00:00', '2030-06-12 14:00:00');
    const [entry] = entriesFromApplications(
      [
        {
          ...booked,
          jobPlaceAddress: 'Korenlei 7, Gent',
          jobWagePerHour: 14.5,
          jobBreakMinutes: 30,
          job: { ...booked.job, jobHours: null, jobBreakMinutes: 30 } as typeof booked.job,
        },
      ],
      now,
    );
    expect(entry?.details).toBe('Korenlei 7, Gent · 30 min pauze · 5,5 uur × €14,50 = €79,75 bruto');
  });
});
