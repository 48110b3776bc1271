import { aBookedShift } from '@jobbel/shared/test/application.fixture';
import { describe, expect, it } from 'vitest';
import { amountLines } from './hours-lines';

const agreed = {
  jobStartDateTime: '2030-03-09 18:00:00',
  jobEndDateTime: '2030-03-09 23:30:00',
  jobLocation: 'Gent',
  jobWagePerHour: 15,
  jobBreakMinutes: 0,
};

describe('the planned amount of a booked shift', () => {
  it('counts the job’s total hours when the job is as agreed', () => {
    expect(amountLines(aBookedShift(agreed, { jobHours: 5 }))).toEqual([
      'Gepland: 5 uur × €15,00 = €75,00 bruto, uitbetaald door de werkgever.',
    ]);
  });

  it('counts the agreed start, end and break while a longer break waits for the worker’s yes', () => {
    expect(amountLines(aBookedShift(agreed, { jobBreakMinutes: 30, jobHours: 5 }))).toEqual([
      'Gepland: 5,5 uur × €15,00 = €82,50 bruto, uitbetaald door de werkgever.',
    ]);
  });
});
