import { describe, expect, it } from 'vitest';
import {
  addHours,
  averageStars,
  isLateCancellation,
  isRatingRevealed,
  isRatingWindowOpen,
  reliabilityOf,
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
});

describe('reliability', () => {
  it('is the share of completed shifts among completed, late-cancelled and no-show ones', () => {
    expect(reliabilityOf({ completed: 3, lateCancellations: 1, noShows: 0 })).toBe(0.75);
    expect(reliabilityOf({ completed: 0, lateCancellations: 0, noShows: 2 })).toBe(0);
    expect(reliabilityOf({ completed: 5, lateCancellations: 0, noShows: 0 })).toBe(1);
  });

  it('is unknown for a worker without a decided shift', () => {
    expect(reliabilityOf({ completed: 0, lateCancellations: 0, noShows: 0 })).toBeNull();
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
    expect(averageStars([5, 4, 4])).toBe(4.3);
    expect(averageStars([])).toBeNull();
  });
});
