import { describe, expect, it } from 'vitest';
import { dimonaStateOf } from './dimona-state';
import { employerContribution, studentHoursOf } from './engagement-hours';
import { enterpriseNumberDigits, formatEnterpriseNumber, isValidEnterpriseNumber } from './enterprise-number';

describe('the employer’s contribution, as the cost estimate counts it', () => {
  const day = '2026-07-01';
  it('is 5.42 % on a student’s hours within the 650 and the ordinary 25 % on those beyond', () => {
    expect(employerContribution('student', 100, day, { beyondStudentQuota: 0, total: 8 })).toBe(5.42);
    expect(employerContribution('student', 100, day, { beyondStudentQuota: 8, total: 8 })).toBe(25);
    // 6 of 8 hours within: 75 × 5.42 % + 25 × 25 %
    expect(employerContribution('student', 100, day, { beyondStudentQuota: 2, total: 8 })).toBe(10.32);
  });

  it('is 28 % of a flexi wage, 25 % of an ordinary one, and for an extra 25 % of the flat hourly base', () => {
    expect(employerContribution('flexi', 120, day, { beyondStudentQuota: 0, total: 8 })).toBe(33.6);
    expect(employerContribution('ordinary', 120, day, { beyondStudentQuota: 0, total: 8 })).toBe(30);
    // 8 h × €10.08 × 25 %, whatever the wage
    expect(employerContribution('extra', 200, day, { beyondStudentQuota: 0, total: 8 })).toBe(20.16);
  });
});

describe('a shift’s student hours', () => {
  const shift = (end: string, breakMinutes = 0) => ({
    regime: 'student' as const,
    completed: false,
    start: '2026-07-01 10:00:00',
    end,
    breakMinutes,
    worked: null,
    wagePerHour: 14,
  });
  it('round each shift up per started hour, after the break', () => {
    expect(studentHoursOf(shift('2026-07-01 18:00:00'))).toBe(8);
    expect(studentHoursOf(shift('2026-07-01 18:15:00'))).toBe(9);
    expect(studentHoursOf(shift('2026-07-01 18:15:00', 15))).toBe(8);
  });
});

describe('the enterprise number', () => {
  it('is ten digits whose last two are 97 minus the first eight modulo 97', () => {
    expect(isValidEnterpriseNumber('0202239951')).toBe(true);
    expect(isValidEnterpriseNumber('0403227515')).toBe(true);
    expect(isValidEnterpriseNumber('0202239952')).toBe(false);
    expect(isValidEnterpriseNumber('202239951')).toBe(false);
    expect(isValidEnterpriseNumber('2202239951')).toBe(false);
  });

  it('is read as people write it and written 0123.456.789', () => {
    expect(enterpriseNumberDigits('BE 0202.239.951')).toBe('0202239951');
    expect(enterpriseNumberDigits('be0202 239 951')).toBe('0202239951');
    expect(formatEnterpriseNumber('0202239951')).toBe('0202.239.951');
  });
});

describe('the Dimona state', () => {
  it('must be cancelled once a declared engagement ends other than by working it, and is not needed before', () => {
    expect(dimonaStateOf('declared', 'accepted')).toBe('declared');
    expect(dimonaStateOf('declared', 'completed')).toBe('declared');
    expect(dimonaStateOf('declared', 'cancelled')).toBe('cancel_needed');
    expect(dimonaStateOf('declared', 'noShow')).toBe('cancel_needed');
    expect(dimonaStateOf('to_declare', 'cancelled')).toBeNull();
    expect(dimonaStateOf('cancelled', 'cancelled')).toBe('cancelled');
    expect(dimonaStateOf(null, 'accepted')).toBeNull();
  });
});
