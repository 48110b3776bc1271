import { t } from '../../lib/i18n';
import type { Mail } from '../../plugins/mailer';
import { composeMail } from '../mail/mail-layout';

export type ShiftAbout = {
  title: string;
  company: string;
  start: string;
};

export interface MailTo {
  email: string;
  name: string;
}

type WorkerMail =
  | 'shiftCancelledByBusiness'
  | 'shiftReminder'
  | 'hoursToConfirm'
  | 'hoursApproved'
  | 'hoursCorrected';

/** Mails to the worker about their shift; the link opens My Applications, where each is handled. */
export function workerShiftMail(
  kind: WorkerMail,
  to: MailTo,
  shift: ShiftAbout & { reason?: string; comment?: string; hours?: string },
  publicUrl: string,
): Mail {
  const texts = {
    ...shift,
    reason: shift.reason ?? '',
    comment: shift.comment ?? '',
    hours: shift.hours ?? '',
  };
  return composeMail({
    to: to.email,
    firstName: to.name,
    subject: t(`mail.${kind}.subject`, texts),
    paragraphs: [t(`mail.${kind}.body`, texts)],
    link: { href: `${publicUrl}/my-applications`, label: t('mail.links.myApplications') },
  });
}

type BusinessMail = 'shiftCancelledByWorker' | 'ratingOpen';

/** Mails to the business about a shift at one of its jobs; the link opens its dashboard. */
export function businessShiftMail(
  kind: BusinessMail,
  to: MailTo,
  shift: ShiftAbout & { worker: string },
  publicUrl: string,
): Mail {
  return composeMail({
    to: to.email,
    firstName: to.name,
    subject: t(`mail.${kind}.subject`, shift),
    paragraphs: [t(`mail.${kind}.body`, shift)],
    link: { href: `${publicUrl}/employer-dashboard`, label: t('mail.links.employerDashboard') },
  });
}
