import { TOKEN_LIFETIME_SECONDS } from '@jobbel/shared/auth/auth.constants';
import type { TokenResponse } from '@jobbel/shared/auth/login.schemas';
import { isLanguage } from '@jobbel/shared/i18n/locales';
import type { Kysely, Transaction } from 'kysely';
import type { Database, TokenKind } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { nowSeconds } from '../../lib/clock';
import { randomSecret, sha256 } from '../../lib/secrets';
import type { SessionCache } from '../../plugins/session-cache';
import { findTokenWithAccountType, insertToken } from './token.repository';

/** docs/decisions/tokens-and-sessions.md: opaque random tokens, stored hashed, valid expires_in seconds from issued_at. */
export async function issueToken(
  db: Kysely<Database> | Transaction<Database>,
  subject: { tokenKind: TokenKind; accountID: number; userID: number | null; sessionID?: string },
): Promise<TokenResponse> {
  const accessToken = randomSecret();
  const issuedAt = nowSeconds();
  await insertToken(db, {
    ...subject,
    tokenHash: sha256(accessToken),
    issuedAt,
    expiresAt: issuedAt + TOKEN_LIFETIME_SECONDS,
  });
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: TOKEN_LIFETIME_SECONDS,
    issued_at: issuedAt,
  };
}

/** The context of a live token, or null when it is unknown, expired or revoked. */
export async function resolveToken(
  db: Kysely<Database>,
  sessions: SessionCache,
  accessToken: string,
  sessionVersion: number,
): Promise<AuthContext | null> {
  const tokenHash = sha256(accessToken);
  const cached = sessions.get(tokenHash, sessionVersion);
  if (cached && cached.expiresAt > nowSeconds()) return cached;
  const since = sessions.generation();
  const token = await findTokenWithAccountType(db, tokenHash);
  if (!token || token.revokedAt !== null || token.expiresAt <= nowSeconds()) return null;
  const context = {
    tokenID: token.tokenID,
    tokenKind: token.tokenKind,
    accountID: token.accountID,
    accountType: token.accountType,
    userID: token.userID,
    sessionID: token.sessionID,
    language: isLanguage(token.userLanguage) ? token.userLanguage : null,
    expiresAt: token.expiresAt,
  };
  sessions.set(tokenHash, context, since);
  return context;
}
