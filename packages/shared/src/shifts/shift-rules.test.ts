import { describe, expect, it } from 'vitest';
import {
  addHours,
  averageStars,
  countsAsNoShow,
  grossAmount,
  isClaimWithinShift,
  isHoursContestOpen,
  isLateCancellation,
  isNoShowClaimable,
  isNoShowContestOpen,
  isRatingRevealed,
  isRatingWindowOpen,
  mayApproveAutomatically,
  mayWithdrawNoShow,
  plannedHours,
  plannedPay,
  reliabilityOf,
  reliabilityWindowStart,
  workedHours,
} from './shift-rules';

describe('late cancellation', () => {
  it('is late under 24 hours before the start, on time at 24 hours or more', () => {
    expect(isLateCancellation('2030-03-10 18:00:00', '2030-03-09 18:00:01')).toBe(true);
    expect(isLateCancellation('2030-03-10 18:00:00', '2030-03-09 18:00:00')).toBe(false);
    expect(isLateCancellation('2030-03-10 18:00:00', '2030-03-01 09:00:00')).toBe(false);
  });
});

describe('worked hours', () => {
  it('counts the time between start and end minus the break, to the quarter hour', () => {
    expect(workedHours('2030-03-10 10:00:00', '2030-03-10 18:00:00', 30)).toBe(7.5);
    expect(workedHours('2030-03-10 22:00:00', '2030-03-11 02:10:00', 0)).toBe(4.25);
    expect(workedHours('2030-03-10 10:00:00', '2030-03-10 10:30:00', 60)).toBe(0);
  });

  it('counts the hours a night shift really lasts across the clock changes in Brussels', () => {
    // the night into the last Sunday of October: 03:00 comes twice
    expect(workedHours('2026-10-24 22:00:00', '2026-10-25 07:00:00', 0)).toBe(10);
    // the night into the last Sunday of March: 02:00 is skipped
    expect(workedHours('2026-03-28 22:00:00', '2026-03-29 07:00:00', 0)).toBe(8);
    expect(workedHours('2026-06-13 22:00:00', '2026-06-14 07:00:00', 0)).toBe(9);
  });

  it('reads a time so many hours later on the Brussels clock, also across a change', () => {
    expect(addHours('2026-10-24 22:00:00', 10)).toBe('2026-10-25 07:00:00');
    expect(addHours('2026-03-28 22:00:00', 8)).toBe('2026-03-29 07:00:00');
    expect(addHours('2026-06-13 22:00:00', -24)).toBe('2026-06-12 22:00:00');
  });
});

describe('reliability', () => {
  it('is the share of completed shifts among completed, late-cancelled and no-show ones', () => {
    expect(reliabilityOf({ completed: 3, lateCancellations: 1, noShows: 0 })).toBe(0.75);
    expect(reliabilityOf({ completed: 0, lateCancellations: 1, noShows: 2 })).toBe(0);
    expect(reliabilityOf({ completed: 5, lateCancellations: 0, noShows: 0 })).toBe(1);
  });

  it('is unknown (Nieuw) before 3 finished shifts, however they went', () => {
    expect(reliabilityOf({ completed: 0, lateCancellations: 0, noShows: 0 })).toBeNull();
    expect(reliabilityOf({ completed: 0, lateCancellations: 1, noShows: 0 })).toBeNull();
    expect(reliabilityOf({ completed: 1, lateCancellations: 0, noShows: 1 })).toBeNull();
    expect(reliabilityOf({ completed: 2, lateCancellations: 0, noShows: 1 })).toBeCloseTo(2 / 3);
  });

  it('counts what was settled in the last 12 months', () => {
    expect(reliabilityWindowStart('2027-03-31 14:05:00')).toBe('2026-03-31 14:05:00');
    expect(reliabilityWindowStart('2027-01-15 08:00:00')).toBe('2026-01-15 08:00:00');
  });
});

describe('no-show claims', () => {
  const start = '2030-03-10 18:00:00';
  const claimed = '2030-03-10 19:00:00';

  it('may be made from 30 minutes after the start', () => {
    expect(isNoShowClaimable(start, '2030-03-10 18:29:59')).toBe(false);
    expect(isNoShowClaimable(start, '2030-03-10 18:30:00')).toBe(true);
  });

  it('may be contested for 72 hours', () => {
    expect(isNoShowContestOpen(claimed, addHours(claimed, 71.9))).toBe(true);
    expect(isNoShowContestOpen(claimed, addHours(claimed, 72))).toBe(false);
  });

  it('are withdrawn by the business within 24 hours, or at any time once contested', () => {
    expect(mayWithdrawNoShow('claimed', claimed, addHours(claimed, 23.9))).toBe(true);
    expect(mayWithdrawNoShow('claimed', claimed, addHours(claimed, 24))).toBe(false);
    expect(mayWithdrawNoShow('contested', claimed, addHours(claimed, 500))).toBe(true);
    expect(mayWithdrawNoShow('confirmed', claimed, addHours(claimed, 1))).toBe(false);
  });

  it('count against the worker unless contested and not yet confirmed', () => {
    expect(countsAsNoShow('claimed')).toBe(true);
    expect(countsAsNoShow('contested')).toBe(false);
    expect(countsAsNoShow('confirmed')).toBe(true);
  });
});

describe('ratings', () => {
  const completed = '2030-03-10 20:00:00';

  it('may be given for 14 days after completion', () => {
    expect(isRatingWindowOpen(completed, addHours(completed, 14 * 24 - 1))).toBe(true);
    expect(isRatingWindowOpen(completed, addHours(completed, 14 * 24))).toBe(false);
  });

  it('are hidden until both have rated or the window has closed', () => {
    expect(isRatingRevealed(false, completed, '2030-03-12 10:00:00')).toBe(false);
    expect(isRatingRevealed(true, completed, '2030-03-12 10:00:00')).toBe(true);
    expect(isRatingRevealed(false, completed, '2030-03-25 10:00:00')).toBe(true);
  });

  it('average to one decimal, none without ratings', () => {
    expect(averageStars({ total: 5 + 4 + 4, count: 3 })).toBe(4.3);
    expect(averageStars({ total: 0, count: 0 })).toBeNull();
  });
});

describe('hours and amounts', () => {
  it('may be contested for 72 hours after a correction', () => {
    const corrected = '2030-03-11 09:00:00';
    expect(isHoursContestOpen(corrected, addHours(corrected, 71.9))).toBe(true);
    expect(isHoursContestOpen(corrected, addHours(corrected, 72))).toBe(false);
  });

  it('are planned from the job: its total hours when given, else start to end less the break', () => {
    const job = { jobStartDateTime: '2030-03-10 17:00:00', jobEndDateTime: '2030-03-10 23:30:00' };
    expect(plannedHours({ ...job, jobHours: null, jobBreakMinutes: 0 })).toBe(6.5);
    expect(plannedHours({ ...job, jobHours: null, jobBreakMinutes: 30 })).toBe(6);
    expect(plannedHours({ ...job, jobHours: 6, jobBreakMinutes: 30 })).toBe(6);
    expect(
      plannedHours({ jobStartDateTime: null, jobEndDateTime: null, jobHours: null, jobBreakMinutes: 0 }),
    ).toBeNull();
  });

  it('plan the pay only when both the hours and the wage are known', () => {
    const job = { jobStartDateTime: '2030-03-10 17:00:00', jobEndDateTime: '2030-03-10 23:30:00' };
    expect(plannedPay({ ...job, jobHours: null, jobBreakMinutes: 30, jobWagePerHour: 14.5 })).toEqual({
      hours: 6,
      wage: 14.5,
      amount: 87,
    });
    expect(plannedPay({ ...job, jobHours: null, jobBreakMinutes: 30, jobWagePerHour: null })).toBeNull();
  });

  it('are claimed within the shift’s day: 2 hours before the start to 6 after the end', () => {
    const booked = { start: '2030-03-10 17:00:00', end: '2030-03-10 23:00:00' };
    expect(isClaimWithinShift({ start: '2030-03-10 15:00:00', end: '2030-03-11 05:00:00' }, booked)).toBe(
      true,
    );
    expect(isClaimWithinShift({ start: '2030-03-10 14:59:00', end: '2030-03-10 23:00:00' }, booked)).toBe(
      false,
    );
    expect(isClaimWithinShift({ start: '2030-03-10 17:00:00', end: '2030-03-11 05:01:00' }, booked)).toBe(
      false,
    );
    expect(isClaimWithinShift({ start: '2031-03-10 17:00:00', end: '2031-03-10 23:00:00' }, booked)).toBe(
      false,
    );
  });

  it('are approved automatically only within a quarter of the plan', () => {
    expect(mayApproveAutomatically(8, 8)).toBe(true);
    expect(mayApproveAutomatically(10, 8)).toBe(true);
    expect(mayApproveAutomatically(10.25, 8)).toBe(false);
    expect(mayApproveAutomatically(24, 8)).toBe(false);
    expect(mayApproveAutomatically(5.75, 8)).toBe(false);
    expect(mayApproveAutomatically(6, null)).toBe(false);
  });

  it('are paid as hours times wage, to the cent', () => {
    expect(grossAmount(7.5, 14.5)).toBe(108.75);
    expect(grossAmount(6.25, 15.37)).toBe(96.06);
    expect(grossAmount(0, 16)).toBe(0);
  });
});
