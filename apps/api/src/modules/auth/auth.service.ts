import { setTimeout as sleep } from 'node:timers/promises';
import type { TokenResponse } from '@jobbel/shared/auth/login.schemas';
import type { ChangePasswordPayload } from '@jobbel/shared/auth/password.schemas';
import type { MeResponse } from '@jobbel/shared/users/user.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { nowSeconds, sharedNowMs } from '../../lib/clock';
import type { FailureCounter } from '../../lib/failure-counter';
import type { FieldCipher } from '../../lib/field-encryption';
import {
  badRequest,
  forbidden,
  HttpError,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../../lib/http-error';
import { t } from '../../lib/i18n';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { can, ensure } from '../../lib/policy';
import { sameHash, sha256 } from '../../lib/secrets';
import { FAILED_LOGINS_PER_ACCOUNT, loginDelayMs } from '../../plugins/rate-limit';
import { findAccountByClientId, findAccountById } from '../accounts/accounts.repository';
import { toUserDto } from '../users/users.mapper';
import { findUserByEmail, findUserById, updateUser } from '../users/users.repository';
import { endLoginSessionOf, startLoginSession } from './login-session.service';
import { revokeToken, revokeUserTokens } from './token.repository';
import { issueToken } from './token.service';

export const emailNotConfirmed = () => t('api.auth.emailNotConfirmed');

const invalidCredentials = () => unauthorized('invalid_credentials', t('api.auth.invalidEmailOrPassword'));

/** RFC 6749 §4.4: client credentials give a token that may only finish its own registration. */
export async function exchangeClientCredentials(
  db: Kysely<Database>,
  clientId: string,
  clientSecret: string,
): Promise<TokenResponse> {
  const account = await findAccountByClientId(db, clientId);
  if (!account || !sameHash(account.oauthClientSecretHash, sha256(clientSecret))) {
    throw new HttpError(401, 'invalid_client', t('api.auth.clientAuthenticationFailed'), {
      error_description: 'Client authentication failed',
    });
  }
  return issueToken(db, { tokenKind: 'client', accountID: account.accountID, userID: null });
}

/** After wrong passwords, each attempt on the account waits its turn; parallel ones one after the other. */
async function waitForTurn(failedLogins: FailureCounter, email: string): Promise<void> {
  const delay = loginDelayMs(await failedLogins.failures(email));
  if (delay === 0) return;
  const { longestWaitMs } = FAILED_LOGINS_PER_ACCOUNT;
  const turnEndsAt = await failedLogins.turnEndsAt(email, delay, longestWaitMs);
  if (turnEndsAt === null) {
    const seconds = Math.ceil((longestWaitMs + delay) / 1000);
    throw tooManyRequests(t('api.auth.tooManyLoginAttempts', { seconds }), seconds);
  }
  await sleep(Math.max(0, turnEndsAt - sharedNowMs()));
}

/**
 * A signed-in person confirms an act (signing a contract) with her password. A wrong one counts as a
 * failed login of her address, so guesses here and at the login share one limit and take turns.
 */
export async function confirmPassword(
  failedLogins: FailureCounter,
  user: { userEmail: string; userPasswordHash: string },
  password: string,
): Promise<boolean> {
  const email = user.userEmail.trim().toLowerCase();
  await waitForTurn(failedLogins, email);
  if (await verifyPassword(user.userPasswordHash, password)) return true;
  await failedLogins.recordFailure(email);
  return false;
}

/** An unknown email and a wrong password answer the same; email_not_confirmed only after the right password. */
export async function login(
  db: Kysely<Database>,
  failedLogins: FailureCounter,
  credentials: { email: string; password: string },
): Promise<TokenResponse> {
  const email = credentials.email.trim().toLowerCase();
  await waitForTurn(failedLogins, email);
  const user = await findUserByEmail(db, email);
  if (!(await verifyPassword(user?.userPasswordHash, credentials.password)) || !user) {
    await failedLogins.recordFailure(email);
    throw invalidCredentials();
  }
  await failedLogins.reset(email);
  if (user.emailConfirmedAt === null) {
    throw new HttpError(403, 'email_not_confirmed', emailNotConfirmed(), {
      email: user.userEmail,
      userID: user.userID,
    });
  }
  return startLoginSession(db, user);
}

export async function currentSession(
  db: Kysely<Database>,
  cipher: FieldCipher,
  auth: AuthContext,
): Promise<MeResponse> {
  const account = await findAccountById(db, auth.accountID);
  if (!account) throw notFound(t('api.accounts.accountNotFound'));
  const user = auth.userID === null ? undefined : await findUserById(db, auth.userID);
  return {
    authenticated: true,
    account_type: account.accountType,
    account_id: account.accountID,
    account_name: account.accountName,
    account_email: account.accountEmail,
    registrationComplete: account.accountType !== 'user' || user?.registrationComplete === 1,
    user: user ? toUserDto(user, 'self', cipher) : null,
    deletionDueDateTime: account.accountDeletionDueDateTime,
  };
}

/** Her own national register number in full, once she confirmed with her password. */
export async function revealOwnInsz(
  db: Kysely<Database>,
  cipher: FieldCipher,
  failedLogins: FailureCounter,
  auth: AuthContext,
  payload: { password: string },
) {
  const user = auth.userID === null ? undefined : await findUserById(db, auth.userID);
  if (!user) throw forbidden(t('api.auth.thisAccountHasNoUser'));
  if (!(await confirmPassword(failedLogins, user, payload.password)))
    throw badRequest('invalid_password', t('api.auth.currentPasswordIsIncorrect'));
  const stored = user.userNationalRegisterNumberEncrypted;
  return { userNationalRegisterNumber: stored ? cipher.decrypt(stored) : '' };
}

/** The token, and the session it belongs to with every token of it. */
export async function logout(db: Kysely<Database>, auth: AuthContext): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await revokeToken(trx, auth.tokenID, nowSeconds());
    await endLoginSessionOf(trx, auth);
  });
}

/** Own change needs the old password; a change by userID is the administrative reset (spec 000 §6). */
export async function changePassword(
  db: Kysely<Database>,
  auth: AuthContext,
  payload: ChangePasswordPayload,
): Promise<void> {
  const targetUserID = 'userID' in payload ? payload.userID : auth.userID;
  ensure(
    !('userID' in payload) || can.setOthersPassword(auth),
    t('api.auth.onlyAdministratorsMayResetAnother'),
  );
  if (targetUserID === null) throw forbidden(t('api.auth.thisAccountHasNoUser'));
  const user = await findUserById(db, targetUserID);
  if (!user) throw notFound(t('api.auth.userNotFound'));
  if ('oldPassword' in payload && !(await verifyPassword(user.userPasswordHash, payload.oldPassword))) {
    throw badRequest('invalid_old_password', t('api.auth.currentPasswordIsIncorrect'));
  }
  const passwordHash = await hashPassword(payload.newPassword);
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, user.userID, { userPasswordHash: passwordHash });
    await revokeUserTokens(trx, user.userID, nowSeconds(), auth.userID === user.userID ? auth : undefined);
  });
}
