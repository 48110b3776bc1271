import { describe, expect, it } from 'vitest';
import { toDutchMoment } from './clock';

describe('date-times in mails', () => {
  it('read as Dutch words, the wall-clock time unchanged', () => {
    expect(toDutchMoment('2026-11-28 09:00:00')).toBe('zaterdag 28 november om 09:00');
    expect(toDutchMoment('2027-03-28 02:30:00')).toBe('zondag 28 maart om 02:30');
    expect(toDutchMoment(null)).toBe('');
  });
});
