import { sharedSchemaResolver } from '../../../lib/form-resolver';

/** The forms that ask for one e-mail address (reset code, corrected registration address). */
export const emailFormResolver = sharedSchemaResolver(() =>
  import('@jobbel/shared/auth/password.schemas').then((m) => m.forgotPasswordSchema),
);
