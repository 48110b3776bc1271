import {
  CODES_PER_ACCOUNT_PER_DAY,
  RESEND_COOLDOWN_SECONDS,
  VERIFICATION_CODE_LIFETIME_SECONDS,
  VERIFICATION_CODE_MAX_TRIES,
} from '@jobbel/shared/auth/auth.constants';
import type { Kysely, Transaction } from 'kysely';
import type { Database, EmailCodePurpose } from '../../db/database';
import { nowSeconds } from '../../lib/clock';
import type { FieldCipher } from '../../lib/field-encryption';
import { badRequest, HttpError, tooManyRequests } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import { normalizeCode, randomCode, sameHash } from '../../lib/secrets';
import type { Mail } from '../../plugins/mailer';
import { enqueueMail } from '../mail/outbox.repository';
import {
  closeOpenCodes,
  consumeCode,
  findLatestCode,
  insertCode,
  recentCodeSendTimes,
  recordFailedAttempt,
} from './email-code.repository';

const DAY_SECONDS = 24 * 3600;

/**
 * Seconds until another code of this kind may be mailed, 0 when now, from one look at the recent
 * sends: `resend` 60 s after the last one (docs/decisions/email-codes.md), `daily` once fewer than
 * CODES_PER_ACCOUNT_PER_DAY were sent in the last 24 hours.
 */
export async function codeSendWaits(db: Kysely<Database>, userID: number, purpose: EmailCodePurpose) {
  const sent = await recentCodeSendTimes(db, userID, purpose, CODES_PER_ACCOUNT_PER_DAY);
  const now = nowSeconds();
  const latest = sent[0];
  const oldestCounted = sent.at(CODES_PER_ACCOUNT_PER_DAY - 1);
  return {
    resend: latest === undefined ? 0 : Math.max(0, latest + RESEND_COOLDOWN_SECONDS - now),
    daily: oldestCounted === undefined ? 0 : Math.max(0, oldestCounted + DAY_SECONDS - now),
  };
}

/** Only a digest keyed with the server's secret is stored, bound to its user and purpose. */
export function codeDigest(cipher: FieldCipher, userID: number, purpose: EmailCodePurpose, code: string) {
  return cipher.digest(`email-code:${userID}:${purpose}:${code}`);
}

/** Voids earlier codes and stores a new one, in the caller's transaction; answers the plain code to mail. */
async function createCode(
  trx: Transaction<Database>,
  cipher: FieldCipher,
  userID: number,
  purpose: EmailCodePurpose,
): Promise<string> {
  const code = randomCode();
  const now = nowSeconds();
  await closeOpenCodes(trx, userID, purpose, now);
  await insertCode(trx, {
    userID,
    purpose,
    codeHash: codeDigest(cipher, userID, purpose, code),
    sentAt: now,
    expiresAt: now + VERIFICATION_CODE_LIFETIME_SECONDS,
  });
  return code;
}

/** A new code and the mail that carries it, in one transaction: both are stored, or neither. */
export async function mailNewCode(
  db: Kysely<Database>,
  cipher: FieldCipher,
  userID: number,
  purpose: EmailCodePurpose,
  mailFor: (code: string) => Mail,
): Promise<void> {
  await db.transaction().execute((trx) => mailNewCodeWithin(trx, cipher, userID, purpose, mailFor));
}

/** The same, as part of a change the caller's transaction makes (an address corrected, say). */
export async function mailNewCodeWithin(
  trx: Transaction<Database>,
  cipher: FieldCipher,
  userID: number,
  purpose: EmailCodePurpose,
  mailFor: (code: string) => Mail,
): Promise<void> {
  const code = await createCode(trx, cipher, userID, purpose);
  await enqueueMail(trx, mailFor(code), nowSeconds());
}

export function resendTooSoon(waitSeconds: number): HttpError {
  return tooManyRequests(t('api.auth.resendWait', { waitSeconds }), waitSeconds);
}

/**
 * Checks a code: 6 digits, 10 minutes, void after 5 wrong tries (docs/decisions/email-codes.md). A wrong try is
 * recorded at once, outside any transaction, so a failing request still counts.
 */
export async function checkCode(
  db: Kysely<Database>,
  cipher: FieldCipher,
  userID: number,
  purpose: EmailCodePurpose,
  submitted: string | number,
): Promise<number> {
  const now = nowSeconds();
  const latest = await findLatestCode(db, userID, purpose);
  if (latest && latest.failedAttempts >= VERIFICATION_CODE_MAX_TRIES) throw tooManyAttempts();
  if (!latest || latest.closedAt !== null || latest.expiresAt <= now) {
    throw badRequest('code_expired', t('api.auth.thisCodeHasExpiredOr'));
  }
  if (!sameHash(latest.codeHash, codeDigest(cipher, userID, purpose, normalizeCode(submitted)))) {
    await recordFailedAttempt(db, latest.emailCodeID, VERIFICATION_CODE_MAX_TRIES, now);
    const triesLeft = VERIFICATION_CODE_MAX_TRIES - latest.failedAttempts - 1;
    if (triesLeft <= 0) throw tooManyAttempts();
    throw badRequest('invalid_code', t('api.auth.theCodeIsNotCorrect', { triesLeft }), { triesLeft });
  }
  return latest.emailCodeID;
}

/** Single use: inside the transaction that acts on the code, so two requests cannot both use it. */
export async function consumeCheckedCode(trx: Transaction<Database>, emailCodeID: number): Promise<void> {
  if (!(await consumeCode(trx, emailCodeID, nowSeconds()))) {
    throw badRequest('code_expired', t('api.auth.thisCodeHasExpiredOr'));
  }
}

function tooManyAttempts(): HttpError {
  return new HttpError(429, 'too_many_attempts', t('api.auth.tooManyWrongCodesPlease'));
}
