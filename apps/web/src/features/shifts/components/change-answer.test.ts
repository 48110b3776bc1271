import { aBookedShift } from '@jobbel/shared/test/application.fixture';
import { describe, expect, it } from 'vitest';
import { waitingChanges } from './change-answer';

const agreed = {
  jobStartDateTime: '2030-03-04 10:00:00',
  jobEndDateTime: '2030-03-04 18:00:00',
  jobLocation: 'Gent',
  jobWagePerHour: 15,
  jobBreakMinutes: 0,
};

describe('a change of a booked shift waiting for the worker', () => {
  it('names a longer break in minutes, before and after', () => {
    expect(waitingChanges(aBookedShift(agreed, { jobBreakMinutes: 30 }))).toEqual([
      { term: 'jobBreakMinutes', label: 'Pauze', before: '0 minuten', after: '30 minuten' },
    ]);
  });

  it('is none when the job is as agreed', () => {
    expect(waitingChanges(aBookedShift(agreed))).toEqual([]);
  });
});
