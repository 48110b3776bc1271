import type { AccountType } from '@jobbel/shared/auth/auth.constants';
import { TOKEN_LIFETIME_SECONDS } from '@jobbel/shared/auth/auth.constants';
import type { TokenResponse } from '@jobbel/shared/auth/login.schemas';
import type { Kysely, Transaction } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database, TokenKind } from '../../db/database';
import { nowSeconds } from '../../lib/clock';
import { randomSecret, sha256 } from '../../lib/secrets';
import { findTokenWithAccountType, insertToken } from './token.repository';

export interface AuthContext {
  tokenID: number;
  tokenKind: TokenKind;
  accountID: number;
  accountType: AccountType;
  userID: number | null;
}

/** DECISIONS.md: opaque random tokens, stored hashed, valid expires_in seconds from issued_at. */
export async function issueToken(
  db: Kysely<Database> | Transaction<Database>,
  subject: { tokenKind: TokenKind; accountID: number; userID: number | null },
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

/**
 * Live tokens seen in the last seconds, so most requests skip the lookup. Whatever ends a session in this
 * process (logout, password change or reset, deleting an account) calls forgetCachedSessions after it commits.
 */
const liveTokens = new LRUCache<string, AuthContext & { expiresAt: number }>({ max: 10_000, ttl: 10_000 });

export function forgetCachedSessions(): void {
  liveTokens.clear();
}

/** The context of a live token, or null when it is unknown, expired or revoked. */
export async function resolveToken(db: Kysely<Database>, accessToken: string): Promise<AuthContext | null> {
  const tokenHash = sha256(accessToken);
  const cached = liveTokens.get(tokenHash);
  if (cached && cached.expiresAt > nowSeconds()) return cached;
  const token = await findTokenWithAccountType(db, tokenHash);
  if (!token || token.revokedAt !== null || token.expiresAt <= nowSeconds()) return null;
  const context = {
    tokenID: token.tokenID,
    tokenKind: token.tokenKind,
    accountID: token.accountID,
    accountType: token.accountType,
    userID: token.userID,
    expiresAt: token.expiresAt,
  };
  liveTokens.set(tokenHash, context);
  return context;
}
