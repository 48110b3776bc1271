import type { Kysely } from 'kysely';

/**
 * The minute housekeeping removes job changes older than a day (pruneJobChanges): by this index it
 * reads only those, not the whole day of changes to every job that migration 20 records.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('job_changes_by_time').on('job_changes').column('changedAt').execute();
}
