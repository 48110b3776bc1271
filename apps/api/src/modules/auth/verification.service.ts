import type { VerifyCodePayload } from '@jobbel/shared/auth/login.schemas';
import type { ResetPasswordPayload } from '@jobbel/shared/auth/password.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { brusselsNow, nowSeconds } from '../../lib/clock';
import type { FieldCipher } from '../../lib/field-encryption';
import { badRequest, conflict, notFound, tooManyRequests } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import { hashPassword } from '../../lib/passwords';
import {
  deleteAccounts,
  findAccountsByEmailOrName,
  updateAccountEmail,
} from '../accounts/accounts.repository';
import { accountEmailExists } from '../accounts/accounts.service';
import { findUserByEmail, findUserById, updateUser } from '../users/users.repository';
import { passwordResetMail, verificationMail } from './auth.mails';
import {
  checkCode,
  codeSendWaits,
  consumeCheckedCode,
  mailNewCode,
  mailNewCodeWithin,
  resendTooSoon,
} from './email-code.service';
import { revokeUserTokens } from './token.repository';

export const registrationRestarted = () => t('api.auth.registrationRestarted');

const unknownUserOrEmail = () => badRequest('invalid_request', t('api.auth.thisEmailDoesNotBelong'));

/** Only for the email that belongs to that user (docs/decisions/email-codes.md); works without a token. */
async function userWithEmail(db: Kysely<Database>, userID: number, email: string) {
  const user = await findUserById(db, userID);
  if (!user || user.userEmail !== email.trim().toLowerCase()) throw unknownUserOrEmail();
  return user;
}

export async function sendVerificationCode(
  db: Kysely<Database>,
  cipher: FieldCipher,
  userID: number,
  email: string,
) {
  const user = await userWithEmail(db, userID, email);
  // answered as if a code went out: without a token, nobody learns an address is confirmed
  if (user.emailConfirmedAt !== null) return;
  const wait = await codeSendWaits(db, user.userID, 'verify');
  if (wait.resend > 0) throw resendTooSoon(wait.resend);
  if (wait.daily > 0) throw tooManyRequests(t('api.auth.tooManyCodesWereSent'), wait.daily);
  await mailNewCode(db, cipher, user.userID, 'verify', (code) => verificationMail(user, code));
}

export async function verifyEmail(
  db: Kysely<Database>,
  cipher: FieldCipher,
  payload: VerifyCodePayload,
): Promise<void> {
  const user = await userWithEmail(db, payload.userID, payload.email);
  if (user.emailConfirmedAt !== null) return;
  const emailCodeID = await checkCode(db, cipher, user.userID, 'verify', payload.code);
  await db.transaction().execute(async (trx) => {
    await consumeCheckedCode(trx, emailCodeID);
    await updateUser(trx, user.userID, { emailConfirmedAt: brusselsNow() });
  });
}

/** Answers the same whether or not the email is registered (docs/decisions/email-codes.md). */
export async function requestPasswordReset(
  db: Kysely<Database>,
  cipher: FieldCipher,
  email: string,
): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const wait = await codeSendWaits(db, user.userID, 'reset');
  if (wait.resend > 0 || wait.daily > 0) return;
  await mailNewCode(db, cipher, user.userID, 'reset', (code) => passwordResetMail(user, code));
}

/** A reset ends every session of the user; on an unverified registration it starts over instead. */
export async function resetPassword(
  db: Kysely<Database>,
  cipher: FieldCipher,
  payload: ResetPasswordPayload,
): Promise<void> {
  const user = await findUserByEmail(db, payload.email);
  if (!user) throw badRequest('code_expired', t('api.auth.thisCodeHasExpiredOr'));
  const emailCodeID = await checkCode(db, cipher, user.userID, 'reset', payload.code);
  if (user.emailConfirmedAt === null) {
    // the code proves the email is theirs, not that the rest of the registration is: someone else
    // may have typed this email, with their own name and national register number
    await db.transaction().execute(async (trx) => {
      await consumeCheckedCode(trx, emailCodeID);
      await deleteAccounts(trx, [user.userAccountID]);
    });
    throw conflict(registrationRestarted(), 'registration_restarted');
  }
  const passwordHash = await hashPassword(payload.newPassword);
  await db.transaction().execute(async (trx) => {
    await consumeCheckedCode(trx, emailCodeID);
    await updateUser(trx, user.userID, { userPasswordHash: passwordHash });
    await revokeUserTokens(trx, user.userID, nowSeconds());
  });
}

/**
 * During registration, before the address is confirmed, the new account may correct a mistyped
 * address (docs/decisions/email-codes.md); the corrected one gets a fresh code, in one transaction.
 */
export async function changeUnconfirmedEmail(
  db: Kysely<Database>,
  cipher: FieldCipher,
  auth: AuthContext,
  userID: number,
  email: string,
) {
  const user = await findUserById(db, userID);
  if (!user || user.userAccountID !== auth.accountID) throw notFound(t('api.auth.userNotFound'));
  if (user.emailConfirmedAt !== null)
    throw conflict(t('api.auth.thisEmailAddressIsAlready'), 'email_already_confirmed');
  const wait = await codeSendWaits(db, user.userID, 'verify');
  if (wait.daily > 0) throw tooManyRequests(t('api.auth.tooManyCodesWereSent'), wait.daily);
  const address = email.trim().toLowerCase();
  await db.transaction().execute(async (trx) => {
    if (
      (await findAccountsByEmailOrName(trx, address, '')).some(
        (each) => each.accountID !== user.userAccountID,
      )
    )
      throw conflict(accountEmailExists(), 'account_exists');
    await updateUser(trx, user.userID, { userEmail: address });
    await updateAccountEmail(trx, user.userAccountID, address);
    await mailNewCodeWithin(trx, cipher, user.userID, 'verify', (code) =>
      verificationMail(user, code, address),
    );
  });
  return { message: t('api.auth.verificationCodeSent') };
}
