import { PRODUCT_NAME } from '@jobbel/shared/app/product.constants';
import type { Mail } from '../../plugins/mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function codeMail(to: string, firstName: string, subject: string, intro: string, code: string): Mail {
  const text = [
    `Hallo ${firstName},`,
    '',
    intro,
    '',
    `Je code: ${code}`,
    '',
    'De code is 10 minuten geldig. Heb je dit niet aangevraagd? Dan mag je deze e-mail negeren.',
    '',
    `Groeten,\nHet ${PRODUCT_NAME}-team`,
  ].join('\n');
  const html = `<p>Hallo ${escapeHtml(firstName)},</p><p>${escapeHtml(intro)}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>
<p>De code is 10 minuten geldig. Heb je dit niet aangevraagd? Dan mag je deze e-mail negeren.</p>
<p>Groeten,<br>Het ${PRODUCT_NAME}-team</p>`;
  return { to, subject, text, html };
}

export function verificationMail(to: string, firstName: string, code: string): Mail {
  return codeMail(
    to,
    firstName,
    `Bevestig je e-mailadres voor ${PRODUCT_NAME}`,
    `Welkom bij ${PRODUCT_NAME}! Vul deze code in om je e-mailadres te bevestigen.`,
    code,
  );
}

export function passwordResetMail(to: string, firstName: string, code: string): Mail {
  return codeMail(
    to,
    firstName,
    `Herstel je ${PRODUCT_NAME}-wachtwoord`,
    'Je vroeg om je wachtwoord opnieuw in te stellen. Vul deze code in en kies een nieuw wachtwoord.',
    code,
  );
}
