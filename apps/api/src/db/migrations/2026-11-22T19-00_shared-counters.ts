import type { Kysely } from 'kysely';

/**
 * The per-IP and per-account limits and the failed-login counts live in the database, so
 * every server instance counts the same attempts (lib/counters.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('counters')
    .addColumn('counterKey', 'varchar(400)', (col) => col.primaryKey())
    .addColumn('counterHits', 'integer', (col) => col.notNull())
    // milliseconds since 1970: when the window that started with the first hit ends
    .addColumn('counterResetAt', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('counters_reset_idx').on('counters').column('counterResetAt').execute();
}
