import { LRUCache } from 'lru-cache';
import type { AuthContext } from './token.service';

export type CachedSession = AuthContext & { expiresAt: number };

/**
 * Live tokens seen in the last seconds, so most requests skip the lookup. Whatever ends sessions
 * (logout, password change or reset, deleting an account) clears it after it commits.
 */
export function createSessionCache() {
  return new LRUCache<string, CachedSession>({ max: 10_000, ttl: 10_000 });
}

export type SessionCache = ReturnType<typeof createSessionCache>;
