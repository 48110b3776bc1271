import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { createMinutePass, type MinutePass } from '../../lib/minute-pass';
import type { OpenJobFeed } from '../job-search/open-job-feed';
import { expireStartedJobsQuery } from './jobs.write-repository';

/**
 * An active job whose start has passed becomes 'expired': it is no longer open (shared/jobs/job-open.ts),
 * and the indexes of active jobs, which every worker search reads, keep only open ones (migration 09).
 */
export async function expireStartedJobs(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await expireStartedJobsQuery(db, now).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Runs the expiry at start and every minute inside the server process; the open-job index then reads
 * the changes, this pass's and those other servers made meanwhile.
 */
export function createJobExpiry(
  db: Kysely<Database>,
  openJobs: OpenJobFeed,
  log: FastifyBaseLogger,
): MinutePass {
  return createMinutePass(
    async (now) => {
      const expired = await expireStartedJobs(db, now);
      await openJobs.current();
      return expired;
    },
    log,
    'expiring started jobs',
  );
}
