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
