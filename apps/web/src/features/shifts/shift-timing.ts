import type { Application } from '@jobbel/shared/applications/application.schemas';
import { LATE_CANCELLATION_HOURS } from '@jobbel/shared/shifts/shift.constants';
import { isNoShowClaimable, isNoShowContestOpen, mayWithdrawNoShow } from '@jobbel/shared/shifts/shift-rules';
import { nowAsApiDateTime, parseApiDateTime } from '../../lib/dates';

/** Where a shift stands in time, by the browser's clock (the server decides again on every step). */
export function shiftTiming(application: Application, now = Date.now()) {
  // the terms she is booked on: while a change waits for her answer, not the job's new ones
  const start = parseApiDateTime(application.jobStartDateTime)?.getTime();
  const end = parseApiDateTime(application.jobEndDateTime)?.getTime();
  return {
    started: start !== undefined && start <= now,
    ended: end !== undefined && end <= now,
    closeToStart: start !== undefined && start - now < LATE_CANCELLATION_HOURS * 3_600_000,
  };
}

/** What each side may still do about a no-show, by the same rules the server applies. */
export function noShowTiming(application: Application, now = nowAsApiDateTime()) {
  const start = application.jobStartDateTime;
  const state = application.jobApplicationNoShowState;
  const claimedAt = application.jobApplicationNoShowClaimedDateTime ?? now;
  return {
    claimable: start !== null && isNoShowClaimable(start, now),
    contestable: state === 'claimed' && isNoShowContestOpen(claimedAt, now),
    withdrawable: state !== null && mayWithdrawNoShow(state, claimedAt, now),
  };
}
