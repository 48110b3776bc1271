import { PRODUCT_NAME } from '@jobbel/shared/app/product.constants';
import { inLanguage, languageOf, t } from '../../lib/i18n';
import type { Mail } from '../../plugins/mailer';
import { composeMail } from '../mail/mail-layout';

/** Who a code mail goes to: in their own language, whoever asked for it. */
type Addressee = { userEmail: string; userFirstName: string; userLanguage: string | null };

function codeMail(to: string, firstName: string, subject: string, intro: string, code: string): Mail {
  return composeMail({
    to,
    firstName,
    subject,
    paragraphs: [intro, t('mail.codes.validity')],
    highlight: { text: code, plain: t('mail.codes.yourCode', { code }) },
  });
}

/** `to`: the address to confirm, when the user is changing theirs. */
export function verificationMail(user: Addressee, code: string, to = user.userEmail): Mail {
  return inLanguage(languageOf(user), () =>
    codeMail(
      to,
      user.userFirstName,
      t('mail.verification.subject', { product: PRODUCT_NAME }),
      t('mail.verification.intro', { product: PRODUCT_NAME }),
      code,
    ),
  );
}

export function passwordResetMail(user: Addressee, code: string): Mail {
  return inLanguage(languageOf(user), () =>
    codeMail(
      user.userEmail,
      user.userFirstName,
      t('mail.passwordReset.subject', { product: PRODUCT_NAME }),
      t('mail.passwordReset.intro'),
      code,
    ),
  );
}
