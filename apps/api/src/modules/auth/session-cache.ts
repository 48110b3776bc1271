import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/database';
import { readAfterNow } from '../../lib/read-after-now';
import type { AuthContext } from './token.service';

export type CachedSession = AuthContext & { expiresAt: number };

export interface SessionCache {
  /** The remembered session of this token, if no session anywhere may have ended since it was read. */
  get(tokenHash: string): Promise<CachedSession | undefined>;
  /** A lookup that started before `since` (from `generation()`) and saw a session may be stale: not kept. */
  set(tokenHash: string, session: CachedSession, since: number): void;
  generation(): number;
}

const SESSIONS_KEPT = 10_000;

/**
 * Live sessions, so a request needs no token lookup: before it trusts them, a request reads the
 * session version (migration 24), which triggers raise whenever a token changes or goes, through
 * any path and on any server instance, and forgets them all when it grew. Concurrent requests share
 * that read (one row by primary key); a revoked token is refused by the next request everywhere.
 */
export function createSessionCache(db: Kysely<Database>): SessionCache {
  const kept = new LRUCache<string, CachedSession>({ max: SESSIONS_KEPT });
  let version: number | undefined;
  let forgets = 0;

  const readVersion = readAfterNow(async () => {
    const row = await db
      .selectFrom('session_version')
      .select('version')
      .where('versionID', '=', 1)
      .executeTakeFirstOrThrow();
    if (row.version !== version) {
      forgets += 1;
      kept.clear();
      version = row.version;
    }
  });

  return {
    async get(tokenHash) {
      await readVersion();
      return kept.get(tokenHash);
    },
    set(tokenHash, session, since) {
      if (forgets === since) kept.set(tokenHash, session);
    },
    generation: () => forgets,
  };
}
