import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database';
import { sharedNowMs } from './clock';

export interface CounterWindow {
  hits: number;
  /** milliseconds since 1970 */
  resetAt: number;
}

/**
 * One more hit on a key, in one statement: the first hit opens a window of windowMs, later hits count
 * in it, and the first hit after it ends opens a new one. Every server instance shares the row.
 */
export async function countHit(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now = sharedNowMs(),
): Promise<CounterWindow> {
  const ended = sql<boolean>`counters."counterResetAt" <= ${now}`;
  const row = await db
    .insertInto('counters')
    .values({ counterKey: key, counterHits: 1, counterResetAt: now + windowMs })
    .onConflict((conflict) =>
      conflict.column('counterKey').doUpdateSet({
        counterHits: sql`case when ${ended} then 1 else counters."counterHits" + 1 end`,
        counterResetAt: sql`case when ${ended} then excluded."counterResetAt" else counters."counterResetAt" end`,
      }),
    )
    .returning(['counterHits', 'counterResetAt'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.counterHits), resetAt: Number(row.counterResetAt) };
}

/** The hits in the key's current window; 0 when it has none or it ended. */
export async function hitsOf(db: Kysely<Database>, key: string, now = sharedNowMs()): Promise<number> {
  const row = await db
    .selectFrom('counters')
    .select('counterHits')
    .where('counterKey', '=', key)
    .where('counterResetAt', '>', now)
    .executeTakeFirst();
  return Number(row?.counterHits ?? 0);
}

/**
 * A turn of `durationMs` on a key that hands out one turn after the other (the row's counterResetAt is
 * the end of the last turn given), in one statement, so parallel callers on any instance get turns one
 * after another. Answers when this caller's turn ends; null, and nothing taken, when the turns already
 * given reach further than `longestWaitMs` ahead.
 */
export async function takeTurn(
  db: Kysely<Database>,
  key: string,
  durationMs: number,
  longestWaitMs: number,
  now = sharedNowMs(),
): Promise<number | null> {
  const start = sql<number>`case when counters."counterResetAt" > ${now} then counters."counterResetAt" else ${now} end`;
  const row = await db
    .insertInto('counters')
    .values({ counterKey: key, counterHits: 1, counterResetAt: now + durationMs })
    .onConflict((conflict) =>
      conflict
        .column('counterKey')
        .doUpdateSet({
          counterHits: sql`counters."counterHits" + 1`,
          counterResetAt: sql`${start} + ${durationMs}`,
        })
        .where(sql<boolean>`counters."counterResetAt" <= ${now + longestWaitMs}`),
    )
    .returning('counterResetAt')
    .executeTakeFirst();
  return row ? Number(row.counterResetAt) : null;
}

export async function forgetCounter(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('counters').where('counterKey', '=', key).execute();
}

/** Windows that ended count nothing any more. */
export async function pruneCounters(db: Kysely<Database>, now = sharedNowMs()): Promise<void> {
  await db.deleteFrom('counters').where('counterResetAt', '<=', now).execute();
}
