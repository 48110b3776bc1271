import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { pruneJobChanges } from '../modules/jobs/open-job-feed';
import { pruneCounters } from './counters';
import { createMinutePass, type MinutePass } from './minute-pass';

/** Rows that no longer count for anything, removed every minute: ended counter windows, old job changes. */
export function createHousekeeping(db: Kysely<Database>, log: FastifyBaseLogger): MinutePass {
  return createMinutePass(
    async (now) => {
      await pruneCounters(db, now.getTime());
      await pruneJobChanges(db, now);
      return 0;
    },
    log,
    'housekeeping failed',
  );
}
