import type { FastifyInstance } from 'fastify';
import { createFailureCounter, type FailureCounter } from '../lib/failure-counter';
import { createKeptCounts, type KeptCounts } from '../lib/kept-counts';
import { createJobListCache, type JobListCache } from './job-list-cache';
import { FAILED_LOGINS_PER_ACCOUNT } from './rate-limit';
import { createSessionCache, type SessionCache } from './session-cache';

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
    adminCounts: createKeptCounts(),
    sessions: createSessionCache(),
    failedLogins: createFailureCounter(app.db, { name: 'failed-login', ...FAILED_LOGINS_PER_ACCOUNT }),
  });
}
