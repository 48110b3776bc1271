import { PRODUCT_NAME } from '@jobbel/shared/app/product.constants';
import { escapeHtml } from '../../lib/escape-html';
import { t } from '../../lib/i18n';
import type { Mail } from '../../plugins/mailer';

interface MailContent {
  to: string;
  firstName: string;
  subject: string;
  paragraphs: string[];
  /** shown large in the HTML part, e.g. a code */
  highlight?: { text: string; plain: string };
  link?: { href: string; label: string };
}

/** Every mail has the same greeting, signature and plain-text twin; texts come from the catalogue. */
export function composeMail({ to, firstName, subject, paragraphs, highlight, link }: MailContent): Mail {
  const greeting = t('mail.layout.greeting', { firstName });
  const signature = [t('mail.layout.signature'), t('mail.layout.team', { product: PRODUCT_NAME })];
  const text = [
    greeting,
    ...paragraphs,
    ...(highlight ? [highlight.plain] : []),
    ...(link ? [link.href] : []),
    signature.join('\n'),
  ].join('\n\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.slice(0, 1).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(highlight
      ? [`<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(highlight.text)}</p>`]
      : []),
    ...paragraphs.slice(1).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`] : []),
    `<p>${signature.map(escapeHtml).join('<br>')}</p>`,
  ].join('\n');
  return { to, subject, text, html };
}
