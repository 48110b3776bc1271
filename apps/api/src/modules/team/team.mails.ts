import { t } from '../../lib/i18n';
import type { Mail } from '../../plugins/mailer';
import { composeMail } from '../mail/mail-layout';

/** A business invites a worker of its team to a new job; one step on My Applications accepts it. */
export function teamInvitationMail(
  to: string,
  firstName: string,
  job: { title: string; company: string; start: string },
  publicUrl: string,
): Mail {
  return composeMail({
    to,
    firstName,
    subject: t('mail.teamInvitation.subject', job),
    paragraphs: [t('mail.teamInvitation.body', job)],
    link: { href: `${publicUrl}/my-applications`, label: t('mail.links.myApplications') },
  });
}
