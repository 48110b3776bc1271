import type { Kysely } from 'kysely';

/** A deleted job's id is remembered, so its link says it is no longer available rather than unknown. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('deleted_jobs')
    .addColumn('jobID', 'integer', (col) => col.primaryKey())
    .addColumn('deletedAt', 'varchar(19)', (col) => col.notNull())
    .execute();
}
