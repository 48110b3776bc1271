import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { countHit, forgetCounter, hitsOf, takeTurn } from './counters';

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
    /** when this attempt's turn of `delayMs` ends, attempts on the key taking turns; null: too many waiting */
    turnEndsAt: (key: string, delayMs: number, longestWaitMs: number): Promise<number | null> =>
      takeTurn(db, `${keyOf(key)}:turns`, delayMs, longestWaitMs),
    async reset(key: string): Promise<void> {
      await forgetCounter(db, keyOf(key));
      await forgetCounter(db, `${keyOf(key)}:turns`);
    },
  };
}

export type FailureCounter = ReturnType<typeof createFailureCounter>;
