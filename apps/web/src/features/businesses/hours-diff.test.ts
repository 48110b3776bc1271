import { describe, expect, it } from 'vitest';
import { diffHours, slotsFromHours } from './hours-diff';

const snapshot = [
  { businessHourID: 1, businessID: 9, dayOfWeek: 1, openTime: '09:00:00', closeTime: '17:00:00' },
  { businessHourID: 2, businessID: 9, dayOfWeek: 1, openTime: '18:00:00', closeTime: '22:00:00' },
  { businessHourID: 3, businessID: 9, dayOfWeek: 5, openTime: '10:00:00', closeTime: '23:00:00' },
];

describe('opening hours diff (spec 001 §4)', () => {
  it('finds nothing to do for the loaded snapshot', () => {
    expect(diffHours(snapshot, slotsFromHours(snapshot))).toEqual({ add: [], update: [], remove: [] });
  });

  it('adds new slots, updates changed ones and deletes removed ones', () => {
    const slots = slotsFromHours(snapshot)
      .filter((slot) => slot.businessHourID !== 2)
      .map((slot) => (slot.businessHourID === 3 ? { ...slot, closeTime: '01:00' } : slot));
    slots.push({ key: 'new-1', dayOfWeek: 6, openTime: '09:00', closeTime: '17:00' });
    const diff = diffHours(snapshot, slots);
    expect(diff.add.map((slot) => slot.dayOfWeek)).toEqual([6]);
    expect(diff.update.map((slot) => [slot.businessHourID, slot.closeTime])).toEqual([[3, '01:00']]);
    expect(diff.remove.map((hour) => hour.businessHourID)).toEqual([2]);
  });
});
