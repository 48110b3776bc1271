import { describe, expect, it } from 'vitest';
import { changedTerms } from './booked-terms';

const agreed = {
  jobStartDateTime: '2030-03-10 08:00:00',
  jobEndDateTime: '2030-03-10 16:00:00',
  jobLocation: 'Gent',
  jobWagePerHour: 14.5,
  jobBreakMinutes: 30,
};

describe('booked terms', () => {
  it('name each term the job changed since the worker was booked', () => {
    expect(changedTerms(agreed, { ...agreed })).toEqual([]);
    expect(
      changedTerms(agreed, { ...agreed, jobStartDateTime: '2030-03-10 07:30:00', jobWagePerHour: 12 }),
    ).toEqual(['jobStartDateTime', 'jobWagePerHour']);
    expect(
      changedTerms(agreed, { ...agreed, jobLocation: 'Melle', jobEndDateTime: '2030-03-10 17:00:00' }),
    ).toEqual(['jobEndDateTime', 'jobLocation']);
    expect(changedTerms(agreed, { ...agreed, jobBreakMinutes: 60 })).toEqual(['jobBreakMinutes']);
  });
});
