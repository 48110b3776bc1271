import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { DatabaseDialect } from '../db/create-db';
import type { Database } from '../db/database';
import { followDatabaseClock } from './clock';
import { createMinutePass, type MinutePass } from './minute-pass';

/** An instance whose clock is further than this from the database's says so. */
export const CLOCK_SKEW_LIMIT_MS = 5000;

/**
 * How far this process's clock is from the database server's, in milliseconds (positive: ahead). On
 * SQLite the database runs in this process, on its clock: always 0.
 */
export async function clockSkewMs(db: Kysely<Database>, dialect: DatabaseDialect): Promise<number> {
  if (dialect !== 'postgres') return 0;
  const before = Date.now();
  const { rows } = await sql<{
    now: string;
  }>`select extract(epoch from clock_timestamp()) * 1000 as now`.execute(db);
  const after = Date.now();
  // the database read its clock somewhere during the round trip: compare with the middle of it
  return Math.round((before + after) / 2 - Number(rows[0]!.now));
}

/** Measures the skew and lets the shared clock (lib/clock.ts) follow the database's from now on. */
export async function syncWithDatabaseClock(db: Kysely<Database>, dialect: DatabaseDialect): Promise<number> {
  const skew = await clockSkewMs(db, dialect);
  followDatabaseClock(skew);
  return skew;
}

/** Every minute: the shared clock follows the database's again, and a drift past the limit is logged. */
export function createDatabaseClock(
  db: Kysely<Database>,
  dialect: DatabaseDialect,
  log: FastifyBaseLogger,
): MinutePass {
  return createMinutePass(
    async () => {
      const skew = await syncWithDatabaseClock(db, dialect);
      if (Math.abs(skew) > CLOCK_SKEW_LIMIT_MS)
        log.error({ skewMs: skew }, 'this server’s clock differs from the database’s: fix its time (NTP)');
      return 0;
    },
    log,
    'following the database clock',
  );
}
