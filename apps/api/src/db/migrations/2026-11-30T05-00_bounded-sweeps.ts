import { type Kysely, sql } from 'kysely';

/**
 * Reads that ran through every row of a status or of a business (docs/decisions/national-scale.md):
 * - a business's and a worker's engagements of one year (the engagement check, the quota) by their start;
 * - the minute passes' booked shifts by the moment they wait for: the agreed start (reminder, contracts,
 *   Dimona, check-in), the agreed end (hours request), hours confirmed and not handled.
 * The business index before was the first column of its replacement.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('job_applications_business_start_idx')
    .on('job_applications')
    .columns(['jobSnapshotBusinessID', 'jobApplicationAgreedStartDateTime'])
    .execute();
  await db.schema.dropIndex('job_applications_business_idx').execute();
  await db.schema
    .createIndex('job_applications_user_start_idx')
    .on('job_applications')
    .columns(['jobApplicationUserID', 'jobApplicationAgreedStartDateTime'])
    .execute();
  await sql`create index job_applications_accepted_start_idx on job_applications (${sql.ref('jobApplicationStatus')}, ${sql.ref('jobApplicationAgreedStartDateTime')}) where ${sql.ref('jobApplicationStatus')} = 'accepted'`.execute(
    db,
  );
  await sql`create index job_applications_hours_submitted_idx on job_applications (${sql.ref('jobApplicationStatus')}, ${sql.ref('jobApplicationHoursSubmittedDateTime')}) where ${sql.ref('jobApplicationHoursStatus')} = 'submitted'`.execute(
    db,
  );
  await sql`create index job_applications_accepted_end_idx on job_applications (${sql.ref('jobApplicationStatus')}, ${sql.ref('jobApplicationAgreedEndDateTime')}) where ${sql.ref('jobApplicationStatus')} = 'accepted'`.execute(
    db,
  );
}
