import { LRUCache } from 'lru-cache';
import type { AuthContext } from '../lib/auth-context';

export type CachedSession = AuthContext & { expiresAt: number };

export interface SessionCache {
  /** The remembered session of this token, unless a session anywhere may have ended since it was read. */
  get(tokenHash: string, sessionVersion: number): CachedSession | undefined;
  /** A lookup that started before the forgets of `since` (from `generation()`) may be stale: not kept. */
  set(tokenHash: string, session: CachedSession, since: number): void;
  generation(): number;
}

const SESSIONS_KEPT = 10_000;

/**
 * Live sessions, so a request needs no token lookup. Each request brings the session version it read
 * after it arrived (plugins/change-numbers.ts), which triggers raise whenever a token changes or goes,
 * through any path and on any server instance (migration 24): when it grew, every remembered session
 * is forgotten. A revoked token is refused by the next request everywhere.
 */
export function createSessionCache(): SessionCache {
  const kept = new LRUCache<string, CachedSession>({ max: SESSIONS_KEPT });
  let version: number | undefined;
  let forgets = 0;

  return {
    get(tokenHash, sessionVersion) {
      // a request that read an older version than another one did has nothing to gain from the cache
      if (version !== undefined && sessionVersion < version) return undefined;
      if (sessionVersion !== version) {
        forgets += 1;
        kept.clear();
        version = sessionVersion;
      }
      return kept.get(tokenHash);
    },
    set(tokenHash, session, since) {
      if (forgets === since) kept.set(tokenHash, session);
    },
    generation: () => forgets,
  };
}
