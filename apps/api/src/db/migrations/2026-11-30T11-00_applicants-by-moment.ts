import type { Kysely } from 'kysely';

/**
 * A job's applicants are read a page at a time, newest first (docs/decisions/national-scale.md): the
 * index on the job alone becomes one on the job, then when and which application, so a page is read in
 * its order and starts where the last one ended. Every read by job alone uses its first column as before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('job_applications_job_moment_idx')
    .on('job_applications')
    .columns(['jobApplicationJobID', 'jobApplicationDateTime', 'jobApplicationID'])
    .execute();
  await db.schema.dropIndex('job_applications_job_idx').execute();
}
