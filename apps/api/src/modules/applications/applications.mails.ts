import { PRODUCT_NAME } from '@jobbel/shared/app/product.constants';
import type { Mail } from '../../plugins/mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Tells the worker an employer accepted or rejected their application (docs/decisions/application-states.md). */
export function applicationDecisionMail(
  to: string,
  firstName: string,
  decision: 'accepted' | 'rejected',
  job: { title: string; company: string },
  publicUrl: string,
): Mail {
  const accepted = decision === 'accepted';
  const subject = accepted
    ? `Goed nieuws: je bent aangenomen voor ${job.title}`
    : `Je sollicitatie voor ${job.title}`;
  const body = accepted
    ? `${job.company} heeft je sollicitatie voor "${job.title}" aanvaard. Je vindt de details bij Mijn sollicitaties.`
    : `${job.company} heeft voor "${job.title}" voor iemand anders gekozen. Er staan nog veel andere jobs voor je klaar.`;
  const link = `${publicUrl}/my-applications`;
  return {
    to,
    subject,
    text: `Hallo ${firstName},\n\n${body}\n\n${link}\n\nGroeten,\nHet ${PRODUCT_NAME}-team`,
    html: `<p>Hallo ${escapeHtml(firstName)},</p><p>${escapeHtml(body)}</p><p><a href="${link}">Mijn sollicitaties</a></p><p>Groeten,<br>Het ${PRODUCT_NAME}-team</p>`,
  };
}
