import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { toBrusselsDateTime } from '../../lib/clock';
import {
  createMinutePass,
  createStepRest,
  MINUTE_PASS_BUDGET_MS,
  type MinutePass,
} from '../../lib/minute-pass';
import {
  type ExpiryPlace,
  lastRecordChange,
  recordsChangedBetween,
  recordsExpiredBy,
} from './record-cache.repository';
import { keepRecordsCurrent } from './worker-record';

// a step computes this many records together, as a screen of people does
const RECORDS_PER_STEP = 100;

/**
 * Keeps every kept record current: each minute, the records something they are read from changed since,
 * then those time alone has changed, are computed again. A person's record, once anyone looked at it, is
 * then read as one row on every screen, and no look pays for a history that changed meanwhile
 * (docs/decisions/national-scale.md). A record nobody looked at yet is still computed by its first look.
 */
export function createRecordRefresh(db: Kysely<Database>, log: FastifyBaseLogger): MinutePass {
  // the changes this pass has seen to: each round reads only the changes after them
  let changesSeen = 0;

  async function refresh(now: Date): Promise<number> {
    const until = performance.now() + MINUTE_PASS_BUDGET_MS;
    const rest = createStepRest();
    let refreshed = 0;
    const upTo = await lastRecordChange(db);
    for (;;) {
      if (performance.now() >= until) return refreshed;
      const changed = await recordsChangedBetween(db, { afterChange: changesSeen, upTo }, RECORDS_PER_STEP);
      if (changed.length === 0) break;
      const keys = [...new Set(changed.map((change) => change.subjectKey))];
      await keepRecordsCurrent(db, keys);
      refreshed += keys.length;
      changesSeen = changed.at(-1)!.changeID;
      await rest();
    }
    changesSeen = upTo;
    const at = toBrusselsDateTime(now);
    // from where the last step ended: a record computed again is never met twice in one round
    for (let after: ExpiryPlace | undefined; ; ) {
      if (performance.now() >= until) return refreshed;
      const expired = await recordsExpiredBy(db, at, after, RECORDS_PER_STEP);
      if (expired.length === 0) return refreshed;
      await keepRecordsCurrent(
        db,
        expired.map((record) => record.subjectKey),
      );
      refreshed += expired.length;
      after = expired.at(-1);
      await rest();
    }
  }

  return createMinutePass(refresh, log, 'record refresh');
}
