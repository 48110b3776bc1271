import type { Kysely } from 'kysely';

/**
 * The health check writes a real row (and takes it back) so that a full disk fails it, where a
 * write statement that changes nothing passed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('health_probes')
    .addColumn('probeKey', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('probePayload', 'text', (column) => column.notNull())
    .execute();
}
