import type { FastifyBaseLogger } from 'fastify';
import { createMinutePass, type MinutePass } from './minute-pass';

/** Removes rows that no longer count for anything (ended counter windows, old job changes). */
export type Prune = (now: Date) => Promise<void>;

/** The prunes of several modules, run every minute; app.ts says which. */
export function createHousekeeping(prunes: Prune[], log: FastifyBaseLogger): MinutePass {
  return createMinutePass(
    async (now) => {
      for (const prune of prunes) await prune(now);
      return 0;
    },
    log,
    'housekeeping',
  );
}
