import { type Kysely, sql } from 'kysely';
import type { DatabaseDialect } from '../db/create-db';
import type { Database } from '../db/database';

/** An instance whose clock is further than this from the database's says so (issue 32). */
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
