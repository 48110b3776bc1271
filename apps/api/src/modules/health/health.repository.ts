import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database';

/** A row of several pages, so that the write needs room in the database file. */
const PROBE_PAYLOAD = 'x'.repeat(16 * 1024);

/**
 * A write that needs room, committed: a read-only database, a full disk or a database that cannot grow
 * fails it (a statement that changes nothing did not). The row is gone again in the same transaction.
 */
export async function probeWrite(db: Kysely<Database>): Promise<void> {
  const probeKey = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('health_probes').values({ probeKey, probePayload: PROBE_PAYLOAD }).execute();
    await trx.deleteFrom('health_probes').where('probeKey', '=', probeKey).execute();
  });
}

/** The migrations the database has run (Kysely's own table). */
export async function executedMigrationNames(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return rows.map((row) => row.name);
}
