import { applicantsLink } from '@jobbel/shared/app/links';
import { type EventVar, notificationEvent, type Recipient } from '../notifications/notification-event';

/** A business invites a worker of its team to a new job; one step on My Applications accepts it. */
export function teamInvitationEvent(
  to: Recipient,
  job: { title: string; company: EventVar; start: EventVar },
  publicUrl: string,
) {
  return notificationEvent({
    to,
    kind: 'invitation',
    texts: 'teamInvitation',
    vars: job,
    link: { path: '/my-applications', label: 'myApplications' },
    publicUrl,
  });
}

/** The business hears whether a worker it invited took the shift. */
export function invitationAnswerEvent(
  to: Recipient,
  accepted: boolean,
  shift: { title: string; company: EventVar; start: EventVar; worker: string; jobID: number },
  publicUrl: string,
) {
  return notificationEvent({
    to,
    kind: 'invitation',
    texts: accepted ? 'invitationAccepted' : 'invitationDeclined',
    vars: shift,
    link: { path: applicantsLink(shift.jobID), label: 'employerDashboard' },
    publicUrl,
  });
}
