import { type Kysely, sql } from 'kysely';

/**
 * A business's jobs are read by when they start: its dashboard's list in start order, a page after
 * another, and the days its calendar and "today and tomorrow" show (docs/decisions/national-scale.md).
 * With an index on the business alone, each of these read and sorted every job the business ever posted.
 * The business index before was the first column of its replacement. The hours a business has to decide
 * on are found among those waiting, not among all its applications.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('jobs_business_start_idx')
    .on('jobs')
    .columns(['jobBusinessID', 'jobStartDateTime', 'jobID'])
    .execute();
  await db.schema.dropIndex('jobs_business_idx').execute();
  await sql`create index job_applications_business_hours_idx on job_applications (${sql.ref('jobSnapshotBusinessID')}) where ${sql.ref('jobApplicationHoursStatus')} in ('submitted', 'contested')`.execute(
    db,
  );
}
