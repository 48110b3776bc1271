import { describe, expect, it } from 'vitest';
import {
  differsNotably,
  distanceMetres,
  isCheckInOpen,
  isCheckOutOpen,
  presenceOf,
  toQuarterHour,
} from './check-in-rules';

const start = '2026-12-05 18:00:00';
const end = '2026-12-05 23:00:00';

describe('check-in rules', () => {
  it('opens check-in 60 minutes before the start and closes it at the end', () => {
    expect(isCheckInOpen(start, end, '2026-12-05 16:59:00')).toBe(false);
    expect(isCheckInOpen(start, end, '2026-12-05 17:00:00')).toBe(true);
    expect(isCheckInOpen(start, end, '2026-12-05 23:00:00')).toBe(true);
    expect(isCheckInOpen(start, end, '2026-12-05 23:00:01')).toBe(false);
  });

  it('takes a check-out from the check-in to 6 hours after the end', () => {
    const came = '2026-12-05 17:55:00';
    expect(isCheckOutOpen(came, end, '2026-12-05 17:54:59')).toBe(false);
    expect(isCheckOutOpen(came, end, '2026-12-06 05:00:00')).toBe(true);
    expect(isCheckOutOpen(came, end, '2026-12-06 05:00:01')).toBe(false);
  });

  it('counts the latest record of each kind, as a correction is a newer record', () => {
    expect(
      presenceOf([
        { checkID: 1, checkKind: 'in', checkedAt: '2026-12-05 18:07:00' },
        { checkID: 3, checkKind: 'in', checkedAt: '2026-12-05 18:22:00' },
        { checkID: 2, checkKind: 'out', checkedAt: '2026-12-05 23:04:00' },
      ]),
    ).toEqual({ checkedIn: '2026-12-05 18:22:00', checkedOut: '2026-12-05 23:04:00' });
    expect(presenceOf([])).toEqual({ checkedIn: null, checkedOut: null });
  });

  it('offers checked times to the nearest quarter hour, and marks differences beyond 15 minutes', () => {
    expect(toQuarterHour('2026-12-05 18:07:29')).toBe('2026-12-05 18:00:00');
    expect(toQuarterHour('2026-12-05 18:08:00')).toBe('2026-12-05 18:15:00');
    expect(toQuarterHour('2026-12-05 23:53:00')).toBe('2026-12-06 00:00:00');
    expect(differsNotably('2026-12-05 18:00:00', '2026-12-05 18:15:00')).toBe(false);
    expect(differsNotably('2026-12-05 18:00:00', '2026-12-05 18:16:00')).toBe(true);
    expect(differsNotably(null, '2026-12-05 18:16:00')).toBe(false);
  });

  it('measures metres between two points', () => {
    // Korenmarkt to Sint-Pietersstation in Gent: about 2.2 km as the crow flies
    const metres = distanceMetres(
      { latitude: 51.0545, longitude: 3.7219 },
      { latitude: 51.0359, longitude: 3.7108 },
    );
    expect(metres).toBeGreaterThan(2000);
    expect(metres).toBeLessThan(2400);
  });
});
