import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { countHit, forgetCounter, hitsOf } from './counters';

/**
 * Counts failures per key in a fixed window that starts at the first failure (failed logins per account
 * per 15 minutes), in the database so that every server instance sees the same count.
 * @fastify/rate-limit counts every request; this counts only the failed ones.
 */
export function createFailureCounter(db: Kysely<Database>, options: { name: string; windowSeconds: number }) {
  const keyOf = (key: string) => `${options.name}:${key}`;
  return {
    failures: (key: string): Promise<number> => hitsOf(db, keyOf(key)),
    async recordFailure(key: string): Promise<void> {
      await countHit(db, keyOf(key), options.windowSeconds * 1000);
    },
    reset: (key: string): Promise<void> => forgetCounter(db, keyOf(key)),
  };
}

export type FailureCounter = ReturnType<typeof createFailureCounter>;
