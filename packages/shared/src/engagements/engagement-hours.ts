import { workedHours } from '../shifts/shift-rules';
import { ruleOn } from './belgian-rules';
import { startedHours } from './engagement-rules';
import type { Regime } from './regimes';

/** One accepted or completed engagement, as far as quotas and exports need it. */
export interface EngagementTime {
  regime: Regime;
  completed: boolean;
  /** the booked start and end (Brussels wall-clock) */
  start: string;
  end: string;
  breakMinutes: number;
  /** the hours both sides agreed on, once the shift is completed */
  worked: { start: string; end: string; breakMinutes: number } | null;
  wagePerHour: number | null;
}

/** The hours that count: the agreed hours of a completed shift, otherwise the planned ones. */
export function hoursOf(engagement: EngagementTime): number {
  const time = engagement.worked ?? engagement;
  return workedHours(time.start, time.end, time.breakMinutes);
}

/** A student's quota counts each shift rounded up per started hour. */
export function studentHoursOf(engagement: EngagementTime): number {
  return startedHours(Math.round(hoursOf(engagement) * 60));
}

export const dayOf = (dateTime: string) => dateTime.slice(0, 10);
export const yearOf = (dateTime: string) => dateTime.slice(0, 4);

/** The distinct days of these engagements: a day with any hours counts as one day. */
export function distinctDays(engagements: readonly EngagementTime[]): string[] {
  return [...new Set(engagements.map((engagement) => dayOf(engagement.start)))].sort();
}

/** What the employer pays on top of the gross wage under a regime, from the rules table. */
export function employerContribution(
  regime: Regime,
  gross: number,
  date: string,
  hours: { beyondStudentQuota: number; total: number },
): number {
  const round = (amount: number) => Math.round(amount * 100) / 100;
  if (regime === 'flexi') return round(gross * ruleOn('flexiEmployerRate', date));
  if (regime === 'extra')
    return round(
      hours.total * ruleOn('extraHourlyContributionBase', date) * ruleOn('ordinaryEmployerRate', date),
    );
  const ordinary = ruleOn('ordinaryEmployerRate', date);
  if (regime === 'ordinary' || hours.total === 0) return round(gross * ordinary);
  const beyondShare = hours.beyondStudentQuota / hours.total;
  return round(
    gross * (1 - beyondShare) * ruleOn('studentEmployerRate', date) + gross * beyondShare * ordinary,
  );
}
