import { randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_IDLE_DAYS } from '@jobbel/shared/auth/auth.constants';
import type { TokenResponse } from '@jobbel/shared/auth/login.schemas';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { nowSeconds } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import { randomSecret, sha256 } from '../../lib/secrets';
import {
  claimRefreshToken,
  endLoginSessions,
  findRefreshToken,
  insertLoginSession,
  insertRefreshToken,
} from './login-session.repository';
import { issueToken } from './token.service';

const REFRESH_TOKEN_IDLE_SECONDS = REFRESH_TOKEN_IDLE_DAYS * 24 * 3600;

type Db = Kysely<Database> | Transaction<Database>;

/** The access token of a session, with the refresh token that gives the next one. */
async function issuePair(
  db: Db,
  subject: { accountID: number; userID: number; sessionID: string },
): Promise<TokenResponse> {
  const token = await issueToken(db, { tokenKind: 'user', ...subject });
  const refreshToken = randomSecret();
  await insertRefreshToken(db, {
    refreshTokenHash: sha256(refreshToken),
    sessionID: subject.sessionID,
    expiresAt: token.issued_at + REFRESH_TOKEN_IDLE_SECONDS,
  });
  return { ...token, refresh_token: refreshToken, refresh_expires_in: REFRESH_TOKEN_IDLE_SECONDS };
}

/** A login opens a session (docs/decisions/tokens-and-sessions.md). */
export async function startLoginSession(
  db: Kysely<Database>,
  user: { userID: number; userAccountID: number },
): Promise<TokenResponse> {
  const sessionID = randomUUID();
  return db.transaction().execute(async (trx) => {
    await insertLoginSession(trx, { sessionID, userID: user.userID, createdAt: nowSeconds() });
    return issuePair(trx, { accountID: user.userAccountID, userID: user.userID, sessionID });
  });
}

const invalidGrant = () =>
  new HttpError(401, 'invalid_grant', t('api.auth.sessionEnded'), {
    error_description: 'The refresh token is invalid, expired or used.',
  });

/**
 * RFC 6749 §6: a refresh token, used once, gives the next pair. A used one that comes back means a copy
 * is in other hands: the whole session ends, for the copy and for the original alike.
 */
export async function refreshLoginSession(
  db: Kysely<Database>,
  refreshToken: string,
): Promise<TokenResponse> {
  const refreshTokenHash = sha256(refreshToken);
  const now = nowSeconds();
  const found = await findRefreshToken(db, refreshTokenHash);
  if (!found || found.endedAt !== null || found.expiresAt <= now) throw invalidGrant();
  const renewed = await db.transaction().execute(async (trx) => {
    if (!(await claimRefreshToken(trx, refreshTokenHash, now))) return null;
    return issuePair(trx, {
      accountID: found.userAccountID,
      userID: found.userID,
      sessionID: found.sessionID,
    });
  });
  if (renewed) return renewed;
  await endLoginSessions(db, { sessionID: found.sessionID }, now);
  throw invalidGrant();
}

/** Logout: the session of this access token ends, with every token it holds. */
export async function endLoginSessionOf(db: Db, token: { tokenID: number; sessionID: string | null }) {
  if (token.sessionID) await endLoginSessions(db, { sessionID: token.sessionID }, nowSeconds());
}
