import { t } from '../../lib/i18n';
import type { Mail } from '../../plugins/mailer';
import { composeMail } from '../mail/mail-layout';

/** Tells the worker an employer accepted or rejected their application (docs/decisions/application-states.md). */
export function applicationDecisionMail(
  to: string,
  firstName: string,
  decision: 'accepted' | 'rejected',
  job: { title: string; company: string },
  publicUrl: string,
): Mail {
  const texts = decision === 'accepted' ? 'applicationAccepted' : 'applicationRejected';
  return composeMail({
    to,
    firstName,
    subject: t(`mail.${texts}.subject`, { title: job.title }),
    paragraphs: [t(`mail.${texts}.body`, { title: job.title, company: job.company })],
    link: { href: `${publicUrl}/my-applications`, label: t('mail.links.myApplications') },
  });
}

/** Tells an accepted worker that the business deleted the job: the shift is off. */
export function jobCancelledMail(
  to: string,
  firstName: string,
  job: { title: string; company: string; start: string },
  publicUrl: string,
): Mail {
  return composeMail({
    to,
    firstName,
    subject: t('mail.jobCancelled.subject', { title: job.title }),
    paragraphs: [t('mail.jobCancelled.body', job)],
    link: { href: `${publicUrl}/my-applications`, label: t('mail.links.myApplications') },
  });
}
