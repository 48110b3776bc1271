import { type Kysely, sql } from 'kysely';

/**
 * Two minute passes read through rows that wait for nothing (docs/decisions/national-scale.md), each
 * once a minute on SQLite's one thread, which then answered no request for as long:
 * - the deletion pass asked the index of every account's due moment, mostly empty, and SQLite's planner
 *   read the whole table instead: 60-130 ms at 210,000 accounts;
 * - the hour requests read every booked shift that ended in the last week, asked or not: 60-86 ms.
 * Each index now holds only what its pass waits for: deletions due and not done, booked shifts whose
 * worker was not asked for hours yet.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index accounts_deletion_waiting_idx on accounts (${sql.ref('accountDeletionDueDateTime')}) where ${sql.ref('accountDeletionDueDateTime')} is not null and ${sql.ref('accountDeletedDateTime')} is null`.execute(
    db,
  );
  await db.schema.dropIndex('accounts_deletion_due').execute();
  await sql`create index job_applications_hours_to_ask_idx on job_applications (${sql.ref('jobApplicationStatus')}, ${sql.ref('jobApplicationAgreedEndDateTime')}) where ${sql.ref('jobApplicationStatus')} = 'accepted' and ${sql.ref('jobApplicationHoursRequestSentDateTime')} is null and ${sql.ref('jobApplicationHoursStatus')} is null`.execute(
    db,
  );
  await db.schema.dropIndex('job_applications_accepted_end_idx').execute();
}
