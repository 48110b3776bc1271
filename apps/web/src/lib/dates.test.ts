import { describe, expect, it } from 'vitest';
import { parseApiDateTime } from './dates';

describe('parseApiDateTime', () => {
  it('reads the API’s local date-times and dates', () => {
    expect(parseApiDateTime('2026-11-28 07:30:15')).toEqual(new Date(2026, 10, 28, 7, 30, 15));
    expect(parseApiDateTime('2026-11-28')).toEqual(new Date(2026, 10, 28));
  });

  it('answers nothing for what is not a date', () => {
    for (const bad of [null, undefined, '', 'morgen', '2026-02-30 10:00:00', '2026-13-01', '28/11/2026'])
      expect(parseApiDateTime(bad)).toBeUndefined();
  });
});
