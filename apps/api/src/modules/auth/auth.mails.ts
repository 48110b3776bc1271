import { PRODUCT_NAME } from '@jobbel/shared/app/product.constants';
import { t } from '../../lib/i18n';
import type { Mail } from '../../plugins/mailer';
import { composeMail } from '../mail/mail-layout';

function codeMail(to: string, firstName: string, subject: string, intro: string, code: string): Mail {
  return composeMail({
    to,
    firstName,
    subject,
    paragraphs: [intro, t('mail.codes.validity')],
    highlight: { text: code, plain: t('mail.codes.yourCode', { code }) },
  });
}

export function verificationMail(to: string, firstName: string, code: string): Mail {
  return codeMail(
    to,
    firstName,
    t('mail.verification.subject', { product: PRODUCT_NAME }),
    t('mail.verification.intro', { product: PRODUCT_NAME }),
    code,
  );
}

export function passwordResetMail(to: string, firstName: string, code: string): Mail {
  return codeMail(
    to,
    firstName,
    t('mail.passwordReset.subject', { product: PRODUCT_NAME }),
    t('mail.passwordReset.intro'),
    code,
  );
}
