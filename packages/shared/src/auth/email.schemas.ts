import { z } from 'zod';

export const EMAIL_MAX_LENGTH = 254;

export const emailSchema = z
  .string({ error: 'validation.login.emailIsRequired' })
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: 'validation.email.emailMustBeAtMost254', abort: true })
  .min(1, 'validation.login.emailIsRequired')
  .pipe(z.email('validation.email.pleaseEnterAValidEmailAddress'));
