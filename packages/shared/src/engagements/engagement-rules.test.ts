import { describe, expect, it } from 'vitest';
import { BELGIAN_RULES, ruleOn } from './belgian-rules';
import {
  ageOn,
  extraDayRefusal,
  flexiWageVerdict,
  quarterOf,
  startedHours,
  studentAgeAllows,
  studentHoursOutlook,
} from './engagement-rules';

describe('the rules table', () => {
  it('gives each rule the figure in force on the day, from its first day on', () => {
    expect(ruleOn('studentHoursPerYear', '2022-12-31')).toBe(475);
    expect(ruleOn('studentHoursPerYear', '2024-06-30 18:00:00')).toBe(600);
    expect(ruleOn('studentHoursPerYear', '2025-01-01')).toBe(650);
    expect(ruleOn('extraDaysPerEmployerYear', '2015-06-30')).toBe(100);
    expect(ruleOn('extraDaysPerEmployerYear', '2015-07-01')).toBe(200);
    expect(ruleOn('flexiHourlyWageMin', '2025-01-31')).toBe(12.29);
    expect(ruleOn('flexiHourlyWageMin', '2025-02-01')).toBe(12.53);
  });

  it('refuses a day before its first figure instead of guessing', () => {
    expect(() => ruleOn('flexiHourlyWageMin', '2024-04-30')).toThrow(RangeError);
  });

  it('keeps every rule dated, sourced and in order of its days', () => {
    for (const [rule, rows] of Object.entries(BELGIAN_RULES)) {
      const days = rows.map((row) => row.validFrom);
      expect(days, rule).toEqual([...days].sort());
      for (const row of rows) {
        expect(row.validFrom, rule).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(row.source.length, rule).toBeGreaterThan(10);
      }
    }
  });
});

describe('student hours', () => {
  it('count a started hour as a full hour', () => {
    expect(startedHours(0)).toBe(0);
    expect(startedHours(60)).toBe(1);
    expect(startedHours(61)).toBe(2);
    expect(startedHours(7 * 60 + 30)).toBe(8);
  });

  it('split a shift at the 650th hour of the year', () => {
    const day = '2026-07-01';
    expect(studentHoursOutlook(day, 642, 8 * 60)).toMatchObject({ withinQuota: 8, beyondQuota: 0 });
    expect(studentHoursOutlook(day, 649, 60)).toMatchObject({ quota: 650, withinQuota: 1, beyondQuota: 0 });
    expect(studentHoursOutlook(day, 649, 120)).toMatchObject({ withinQuota: 1, beyondQuota: 1 });
    expect(studentHoursOutlook(day, 650, 60)).toMatchObject({ withinQuota: 0, beyondQuota: 1 });
    expect(studentHoursOutlook(day, 651, 4 * 60 + 1)).toMatchObject({
      shiftHours: 5,
      withinQuota: 0,
      beyondQuota: 5,
    });
  });

  it('may start at 15, on the birthday itself', () => {
    expect(ageOn('2011-07-02', '2026-07-01')).toBe(14);
    expect(studentAgeAllows('2011-07-02', '2026-07-01')).toBe(false);
    expect(studentAgeAllows('2011-07-01', '2026-07-01')).toBe(true);
  });
});

describe('flexi wages', () => {
  it('lie within the bounds of the shift date, both included', () => {
    const day = '2026-03-10';
    expect(flexiWageVerdict(12.52, day)).toEqual({ fits: false, side: 'below', bound: 12.53 });
    expect(flexiWageVerdict(12.53, day)).toEqual({ fits: true });
    expect(flexiWageVerdict(18.79, day)).toEqual({ fits: true });
    expect(flexiWageVerdict(18.8, day)).toEqual({ fits: false, side: 'above', bound: 18.79 });
  });

  it('go by the calendar quarter', () => {
    expect(quarterOf('2026-03-31')).toBe('2026-Q1');
    expect(quarterOf('2026-04-01')).toBe('2026-Q2');
    expect(quarterOf('2026-12-31 23:00:00')).toBe('2026-Q4');
  });
});

describe('extras', () => {
  const none = { workedDays: [], workerDays: 0, employerDays: 0 };

  it('work at most 2 consecutive days for one employer', () => {
    expect(extraDayRefusal('2026-08-02', { ...none, workedDays: ['2026-08-01'] })).toBeUndefined();
    expect(extraDayRefusal('2026-08-03', { ...none, workedDays: ['2026-08-01', '2026-08-02'] })).toEqual({
      rule: 'consecutive',
      limit: 2,
    });
    // a day between two booked days joins them into three
    expect(
      extraDayRefusal('2026-08-02', { ...none, workedDays: ['2026-08-01', '2026-08-03'] }),
    ).toMatchObject({
      rule: 'consecutive',
    });
    expect(
      extraDayRefusal('2026-08-04', { ...none, workedDays: ['2026-08-01', '2026-08-02'] }),
    ).toBeUndefined();
  });

  it('count 50 days a year per worker and 200 per employer', () => {
    expect(extraDayRefusal('2026-08-10', { ...none, workerDays: 49 })).toBeUndefined();
    expect(extraDayRefusal('2026-08-10', { ...none, workerDays: 50 })).toEqual({
      rule: 'workerYear',
      limit: 50,
    });
    expect(extraDayRefusal('2026-08-10', { ...none, employerDays: 199 })).toBeUndefined();
    expect(extraDayRefusal('2026-08-10', { ...none, employerDays: 200 })).toEqual({
      rule: 'employerYear',
      limit: 200,
    });
  });
});
