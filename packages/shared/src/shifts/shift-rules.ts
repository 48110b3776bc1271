import { brusselsDateTimeAt, brusselsInstantMs } from '../app/brussels-time';
import {
  HOURS_AUTO_APPROVE_MAX_DEVIATION,
  HOURS_AWAITING_BUSINESS,
  HOURS_CLAIM_AFTER_END_HOURS,
  HOURS_CLAIM_BEFORE_START_HOURS,
  HOURS_CONTEST_HOURS,
  type HoursStatus,
  LATE_CANCELLATION_HOURS,
  NO_SHOW_CLAIM_AFTER_MINUTES,
  NO_SHOW_CONTEST_HOURS,
  NO_SHOW_UNDO_HOURS,
  type NoShowState,
  RATING_WINDOW_DAYS,
  RELIABILITY_MIN_FINISHED,
  RELIABILITY_WINDOW_MONTHS,
} from './shift.constants';

const HOUR_MS = 3_600_000;

/** The Brussels time so many hours after (or, negative, before) the given one. */
export function addHours(dateTime: string, hours: number): string {
  return brusselsDateTimeAt(brusselsInstantMs(dateTime) + hours * HOUR_MS);
}

/** A worker who cancels less than 24 hours before the start cancels late. */
export function isLateCancellation(shiftStart: string, now: string): boolean {
  return brusselsInstantMs(shiftStart) - brusselsInstantMs(now) < LATE_CANCELLATION_HOURS * HOUR_MS;
}

/** Hours worked between start and end minus the break, rounded to the quarter hour; never negative. */
export function workedHours(start: string, end: string, breakMinutes: number): number {
  const minutes = (brusselsInstantMs(end) - brusselsInstantMs(start)) / 60_000 - breakMinutes;
  return Math.max(0, Math.round(minutes / 15) / 4);
}

/** A no-show may be claimed from 30 minutes after the start on. */
export function isNoShowClaimable(shiftStart: string, now: string): boolean {
  return brusselsInstantMs(now) - brusselsInstantMs(shiftStart) >= NO_SHOW_CLAIM_AFTER_MINUTES * 60_000;
}

/** When the business may first claim a no-show for a shift starting then. */
export function noShowClaimableFrom(shiftStart: string): string {
  return addHours(shiftStart, NO_SHOW_CLAIM_AFTER_MINUTES / 60);
}

/** The worker may contest a claim for 72 hours after it was made. */
export function isNoShowContestOpen(claimedAt: string, now: string): boolean {
  return brusselsInstantMs(now) - brusselsInstantMs(claimedAt) < NO_SHOW_CONTEST_HOURS * HOUR_MS;
}

/**
 * The business takes a claim back: a contested one at any time (it must confirm or withdraw it), its own
 * uncontested one within 24 hours of making it.
 */
export function mayWithdrawNoShow(state: NoShowState, claimedAt: string, now: string): boolean {
  if (state === 'contested') return true;
  return (
    state === 'claimed' &&
    brusselsInstantMs(now) - brusselsInstantMs(claimedAt) < NO_SHOW_UNDO_HOURS * HOUR_MS
  );
}

/** A contested claim does not count against the worker until the business has confirmed it. */
export function countsAsNoShow(state: NoShowState | null): boolean {
  return state === 'claimed' || state === 'confirmed';
}

/** The worker may contest a correction of her hours for 72 hours after it was made, once. */
export function isHoursContestOpen(correctedAt: string, now: string): boolean {
  return brusselsInstantMs(now) - brusselsInstantMs(correctedAt) < HOURS_CONTEST_HOURS * HOUR_MS;
}

/** Whether the business has hours of this shift to decide on: confirmed ones, or a contested correction. */
export function awaitsBusinessHours(application: { jobApplicationHoursStatus: HoursStatus | null }): boolean {
  const status = application.jobApplicationHoursStatus;
  return status !== null && HOURS_AWAITING_BUSINESS.includes(status);
}

/**
 * The hours a shift is planned for: the job's total hours when the employer gave them, else start to end
 * less the break.
 */
export function plannedHours(job: {
  jobStartDateTime: string | null;
  jobEndDateTime: string | null;
  jobHours: number | null;
  jobBreakMinutes: number;
}) {
  if (job.jobHours !== null) return job.jobHours;
  if (!job.jobStartDateTime || !job.jobEndDateTime) return null;
  return workedHours(job.jobStartDateTime, job.jobEndDateTime, job.jobBreakMinutes);
}

/** What a shift is planned to pay: its hours × the wage per hour, or null when either is not known. */
export function plannedPay(
  job: Parameters<typeof plannedHours>[0] & { jobWagePerHour: number | null },
): { hours: number; wage: number; amount: number } | null {
  const hours = plannedHours(job);
  if (hours === null || job.jobWagePerHour === null) return null;
  return { hours, wage: job.jobWagePerHour, amount: grossAmount(hours, job.jobWagePerHour) };
}

/** Claimed hours lie within the shift's day: from 2 hours before its booked start to 6 after its end. */
export function isClaimWithinShift(
  claim: { start: string; end: string },
  booked: { start: string; end: string },
): boolean {
  return (
    claim.start >= addHours(booked.start, -HOURS_CLAIM_BEFORE_START_HOURS) &&
    claim.end <= addHours(booked.end, HOURS_CLAIM_AFTER_END_HOURS)
  );
}

/** Hours that differ from the plan by more than a quarter wait for the business's own decision. */
export function mayApproveAutomatically(claimedHours: number, planned: number | null): boolean {
  if (planned === null || planned === 0) return false;
  return Math.abs(claimedHours - planned) <= HOURS_AUTO_APPROVE_MAX_DEVIATION * planned;
}

/** Hours × wage per hour, in euro to the cent: the gross amount the employer pays (never Jobbel). */
export function grossAmount(hours: number, wagePerHour: number): number {
  return Math.round(hours * wagePerHour * 100) / 100;
}

export interface ShiftRecord {
  completed: number;
  lateCancellations: number;
  noShows: number;
}

/**
 * The share of accepted shifts the worker saw through: completed ones over completed, late-cancelled
 * and no-show ones (an on-time cancellation, or one by the business, does not count). Null, shown as
 * 'Nieuw', before 3 of them: one bad start says nothing about a newcomer.
 */
export function reliabilityOf(record: ShiftRecord): number | null {
  const finished = record.completed + record.lateCancellations + record.noShows;
  return finished < RELIABILITY_MIN_FINISHED ? null : record.completed / finished;
}

/** The oldest moment a shift's outcome may have been settled at and still count in reliability: 12 months back. */
export function reliabilityWindowStart(now: string): string {
  const [date = '', time = ''] = now.split(' ');
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const back = new Date(Date.UTC(year, month - 1 - RELIABILITY_WINDOW_MONTHS, day));
  return `${back.toISOString().slice(0, 10)} ${time}`;
}

/** When an outcome settled at that moment leaves the 12-month window: the inverse of reliabilityWindowStart. */
export function reliabilityWindowEnd(settledAt: string): string {
  const [date = '', time = ''] = settledAt.split(' ');
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const ahead = new Date(Date.UTC(year, month - 1 + RELIABILITY_WINDOW_MONTHS, day));
  return `${ahead.toISOString().slice(0, 10)} ${time}`;
}

/** The rating window of a completed shift closes 14 days after completion. */
export function ratingWindowClosesAt(completedAt: string): string {
  return addHours(completedAt, RATING_WINDOW_DAYS * 24);
}

export function isRatingWindowOpen(completedAt: string, now: string): boolean {
  return now < ratingWindowClosesAt(completedAt);
}

/** A rating is shown once both sides have rated, or when the window has closed; never before. */
export function isRatingRevealed(bothRated: boolean, completedAt: string, now: string): boolean {
  return bothRated || !isRatingWindowOpen(completedAt, now);
}

/** The mean of the stars to one decimal, from their sum and number, or null without ratings. */
export function averageStars(stars: { total: number; count: number }): number | null {
  if (stars.count === 0) return null;
  return Math.round((stars.total / stars.count) * 10) / 10;
}
