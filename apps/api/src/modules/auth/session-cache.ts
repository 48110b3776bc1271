import { LRUCache } from 'lru-cache';
import type { AuthContext } from './token.service';

export type CachedSession = AuthContext & { expiresAt: number };

export interface SessionCache {
  get(tokenHash: string): CachedSession | undefined;
  set(tokenHash: string, session: CachedSession): void;
  clear(): void;
}

const NO_CACHE: SessionCache = { get: () => undefined, set() {}, clear() {} };

/**
 * Live tokens seen in the last seconds, so most requests skip the lookup. Whatever ends sessions
 * (logout, password change or reset, deleting an account) clears it after it commits. With a shared
 * database other server instances may end a session this one still remembers, and a revoked token must
 * be refused at once everywhere: there every request reads its token (one primary-key lookup).
 */
export function createSessionCache(options: { sharedDatabase: boolean }): SessionCache {
  if (options.sharedDatabase) return NO_CACHE;
  return new LRUCache<string, CachedSession>({ max: 10_000, ttl: 10_000 });
}
