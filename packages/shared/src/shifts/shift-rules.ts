import { LATE_CANCELLATION_HOURS, RATING_WINDOW_DAYS } from './shift.constants';

const HOUR_MS = 3_600_000;

/**
 * Milliseconds of a 'YYYY-MM-DD HH:MM:SS' wall-clock time, read as if it were UTC: differences between
 * two such times are right except across a daylight-saving change, where they are off by one hour.
 */
export function wallClockMs(dateTime: string): number {
  return Date.parse(`${dateTime.replace(' ', 'T')}Z`);
}

/** The wall-clock time so many hours after (or, negative, before) the given one. */
export function addHours(dateTime: string, hours: number): string {
  return new Date(wallClockMs(dateTime) + hours * HOUR_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** A worker who cancels less than 24 hours before the start cancels late. */
export function isLateCancellation(shiftStart: string, now: string): boolean {
  return wallClockMs(shiftStart) - wallClockMs(now) < LATE_CANCELLATION_HOURS * HOUR_MS;
}

/** Hours worked between start and end minus the break, rounded to the quarter hour; never negative. */
export function workedHours(start: string, end: string, breakMinutes: number): number {
  const minutes = (wallClockMs(end) - wallClockMs(start)) / 60_000 - breakMinutes;
  return Math.max(0, Math.round(minutes / 15) / 4);
}

export interface ShiftRecord {
  completed: number;
  lateCancellations: number;
  noShows: number;
}

/**
 * The share of accepted shifts the worker saw through: completed ones over completed, late-cancelled
 * and no-show ones (an on-time cancellation, or one by the business, does not count). Null without any.
 */
export function reliabilityOf(record: ShiftRecord): number | null {
  const decided = record.completed + record.lateCancellations + record.noShows;
  return decided === 0 ? null : record.completed / decided;
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

/** The mean of the stars to one decimal, or null without ratings. */
export function averageStars(stars: number[]): number | null {
  if (stars.length === 0) return null;
  return Math.round((stars.reduce((sum, star) => sum + star, 0) / stars.length) * 10) / 10;
}
