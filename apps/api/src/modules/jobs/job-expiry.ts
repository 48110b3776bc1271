import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { toBrusselsDateTime } from '../../lib/clock';
import type { JobListCache } from './job-list-cache';

const SWEEP_INTERVAL_MS = 60_000;

/**
 * An active job whose start has passed becomes 'expired': it is no longer open (shared/jobs/job-open.ts),
 * and the indexes of active jobs, which every worker search reads, keep only open ones (migration 09).
 */
export async function expireStartedJobs(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .updateTable('jobs')
    .set({ jobStatus: 'expired' })
    .where('jobStatus', '=', 'active')
    .where('jobStartDateTime', '<=', toBrusselsDateTime(now))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface JobExpiry {
  sweep(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

/** Runs the sweep at start and every minute inside the server process. */
export function createJobExpiry(db: Kysely<Database>, jobs: JobListCache, log: FastifyBaseLogger): JobExpiry {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> = Promise.resolve(0);

  function sweep() {
    running = running
      .catch(() => 0)
      .then(async () => {
        const expired = await expireStartedJobs(db, new Date());
        if (expired > 0) jobs.clear();
        return expired;
      });
    return running;
  }

  return {
    sweep,
    start() {
      const sweepLogged = () =>
        void sweep().catch((error) => log.error({ err: error }, 'expiring started jobs failed'));
      sweepLogged();
      timer = setInterval(sweepLogged, SWEEP_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running.catch(() => undefined);
    },
  };
}
