import { applicantsLink } from '@jobbel/shared/app/links';
import type { NotificationKind } from '@jobbel/shared/notifications/notification.constants';
import { type EventVar, notificationEvent, type Recipient } from '../notifications/notification-event';

export type ShiftAbout = {
  title: string;
  company: EventVar;
  start: EventVar;
  jobID: number;
};

const WORKER_KINDS = {
  shiftCancelledByBusiness: 'shiftCancelled',
  shiftReminder: 'shiftReminder',
  shiftChangeProposed: 'shiftChange',
  shiftUpdated: 'shiftChange',
  noShowClaimed: 'noShow',
  noShowWithdrawn: 'noShow',
  noShowConfirmed: 'noShow',
  hoursToConfirm: 'hoursToConfirm',
  hoursApproved: 'hoursDecided',
  hoursCorrected: 'hoursDecided',
  hoursSettled: 'hoursDecided',
} as const satisfies Record<string, NotificationKind>;

/** News for the worker about their shift; it opens My Applications, where each is handled. */
export function workerShiftEvent(
  texts: keyof typeof WORKER_KINDS,
  to: Recipient,
  shift: ShiftAbout & { reason?: string; comment?: string; hours?: EventVar; changes?: EventVar },
  publicUrl: string,
) {
  return notificationEvent({
    to,
    kind: WORKER_KINDS[texts],
    texts,
    vars: {
      ...shift,
      reason: shift.reason ?? '',
      comment: shift.comment ?? '',
      hours: shift.hours ?? '',
      changes: shift.changes ?? '',
    },
    link: { path: '/my-applications', label: 'myApplications' },
    publicUrl,
  });
}

const BUSINESS_KINDS = {
  shiftCancelledByWorker: 'shiftCancelled',
  shiftCancelledByWorkerWithReason: 'shiftCancelled',
  noShowContested: 'noShow',
  shiftChangeAccepted: 'shiftChange',
  shiftChangeDeclined: 'shiftChange',
  hoursSubmitted: 'hoursToApprove',
  hoursSubmittedFarFromPlan: 'hoursToApprove',
  hoursAutoApproveSoon: 'hoursToApprove',
  hoursContested: 'hoursToApprove',
  ratingOpen: 'ratingOpen',
} as const satisfies Record<string, NotificationKind>;

/** News for the business about a shift at one of its jobs; it opens that job's applicants on its dashboard. */
export function businessShiftEvent(
  texts: keyof typeof BUSINESS_KINDS,
  to: Recipient,
  shift: ShiftAbout & { worker: string; reason?: string; hours?: string; comment?: string },
  publicUrl: string,
) {
  return notificationEvent({
    to,
    kind: BUSINESS_KINDS[texts],
    texts,
    vars: { ...shift, reason: shift.reason ?? '', hours: shift.hours ?? '', comment: shift.comment ?? '' },
    link: { path: applicantsLink(shift.jobID), label: 'employerDashboard' },
    publicUrl,
  });
}
