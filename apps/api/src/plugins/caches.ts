import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { createFailureCounter, type FailureCounter } from '../lib/failure-counter';
import { createJobListCache, type JobListCache } from './job-list-cache';
import { FAILED_LOGINS_PER_ACCOUNT } from './rate-limit';
import { createSessionCache, type SessionCache } from './session-cache';

/**
 * The admin screens' totals without a search are counted again at most this often: a count over every
 * user or job is linear in the marketplace's size, and a total a minute old tells an administrator as
 * much (docs/decisions/national-scale.md).
 */
const ADMIN_COUNTS_KEPT_MS = 60_000;

export type KeptCounts = LRUCache<string, Promise<number>>;

/** Everything the process remembers between requests, in one place. */
export interface AppCaches {
  jobs: JobListCache;
  adminCounts: KeptCounts;
  sessions: SessionCache;
  failedLogins: FailureCounter;
}

declare module 'fastify' {
  interface FastifyInstance {
    caches: AppCaches;
  }
}

export function registerCaches(app: FastifyInstance): void {
  app.decorate('caches', {
    jobs: createJobListCache(),
    adminCounts: new LRUCache<string, Promise<number>>({ max: 50, ttl: ADMIN_COUNTS_KEPT_MS }),
    sessions: createSessionCache(),
    failedLogins: createFailureCounter(app.db, { name: 'failed-login', ...FAILED_LOGINS_PER_ACCOUNT }),
  });
}
