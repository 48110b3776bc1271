import { brusselsDateTimeAt } from '@jobbel/shared/app/brussels-time';
import type { Application } from '@jobbel/shared/applications/application.schemas';
import { isCheckInOpen, isCheckOutOpen } from '@jobbel/shared/check-in/check-in-rules';

/**
 * Whether a shift may be checked in or out of now, by the browser's clock (the server decides again):
 * booked, from an hour before its start to six hours after its end. Shifts are in Brussels time, whatever
 * zone the phone is set to.
 */
export function isCheckInTime(application: Application, now = brusselsDateTimeAt(Date.now())): boolean {
  const { jobStartDateTime: start, jobEndDateTime: end } = application;
  if (application.jobApplicationStatus !== 'accepted' || !start || !end) return false;
  return isCheckInOpen(start, end, now) || isCheckOutOpen(start, end, now);
}

const DAY_MS = 86_400_000;

/**
 * The days whose shifts may be open for checking in or out now: a long or night shift started yesterday
 * still closes today, and an hour before the start may already be tomorrow's first minutes.
 */
export function checkInDays(now = Date.now()): { from: string; before: string } {
  return {
    from: brusselsDateTimeAt(now - 2 * DAY_MS).slice(0, 10),
    before: brusselsDateTimeAt(now + 2 * DAY_MS).slice(0, 10),
  };
}
