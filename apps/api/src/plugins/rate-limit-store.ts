import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { sharedNowMs } from '../lib/clock';
import { countHit } from '../lib/counters';

type RouteLimit = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * @fastify/rate-limit counting in the database's counters table instead of process memory, so the
 * limits hold across every server instance. Each limited route counts on its own, as with the
 * default store.
 */
export function databaseRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly scope = 'limit',
    ) {}

    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number) {
      const now = sharedNowMs();
      countHit(db, `${this.scope}:${key}`, timeWindow, now).then(
        ({ hits, resetAt }) => callback(null, { current: hits, ttl: resetAt - now }),
        (error: Error) => callback(error),
      );
    }

    // typed as route options, but what the plugin passes is the route's limit with the route as routeInfo
    child(routeLimit: Parameters<FastifyRateLimitStore['child']>[0]) {
      const { method, url } = (routeLimit as RouteLimit).routeInfo ?? {};
      return new DatabaseRateLimitStore(undefined, `limit:${String(method)} ${url}`);
    }
  }
  return DatabaseRateLimitStore;
}
