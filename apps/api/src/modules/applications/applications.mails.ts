import { applicantsLink } from '@jobbel/shared/app/links';
import { type EventVar, notificationEvent, type Recipient } from '../notifications/notification-event';

type JobAbout = { title: string; company: EventVar };

/** Tells the worker an employer accepted or rejected their application (docs/decisions/application-states.md). */
export function applicationDecisionEvent(
  to: Recipient,
  decision: 'accepted' | 'rejected',
  job: JobAbout,
  publicUrl: string,
) {
  return notificationEvent({
    to,
    kind: decision === 'accepted' ? 'applicationAccepted' : 'applicationRejected',
    texts: decision === 'accepted' ? 'applicationAccepted' : 'applicationRejected',
    vars: job,
    link: { path: '/my-applications', label: 'myApplications' },
    publicUrl,
  });
}

/** Tells an accepted worker that the business deleted the job: the shift is off. */
export function jobCancelledEvent(to: Recipient, job: JobAbout & { start: EventVar }, publicUrl: string) {
  return notificationEvent({
    to,
    kind: 'shiftCancelled',
    texts: 'jobCancelled',
    vars: job,
    link: { path: '/my-applications', label: 'myApplications' },
    publicUrl,
  });
}

/** Tells the business someone applied to one of its jobs. */
export function newApplicantEvent(
  to: Recipient,
  job: JobAbout & { start: EventVar; worker: string; jobID: number },
  publicUrl: string,
) {
  return notificationEvent({
    to,
    kind: 'newApplicant',
    texts: 'newApplicant',
    vars: job,
    link: { path: applicantsLink(job.jobID), label: 'employerDashboard' },
    publicUrl,
  });
}
