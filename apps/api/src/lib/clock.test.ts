import { describe, expect, it } from 'vitest';
import { readableMoment } from './clock';

describe('date-times in mails', () => {
  it('read as Dutch words, the wall-clock time unchanged', () => {
    expect(readableMoment('2026-11-28 09:00:00')).toBe('zaterdag 28 november om 09:00');
    expect(readableMoment('2027-03-28 02:30:00')).toBe('zondag 28 maart om 02:30');
    expect(readableMoment(null)).toBe('');
  });
});
