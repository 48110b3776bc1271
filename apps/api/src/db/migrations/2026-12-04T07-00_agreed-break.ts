// Locks: gives every booked application its job's break once (seconds at national scale); writes to
// job_applications wait until it is done.
import { type Kysely, sql } from 'kysely';

/**
 * The break is a term of a booked shift like its start, end, place and wage: it is kept on the
 * application when the shift is booked, and a change of the job's break waits for the worker's yes.
 * Shifts booked before this migration are booked on the job's break as it is now, which is the break
 * their hours were counted with until then.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('job_applications')
    .addColumn('jobApplicationAgreedBreakMinutes', 'integer')
    .execute();
  await sql`update job_applications set
      "jobApplicationAgreedBreakMinutes" = (select "jobBreakMinutes" from jobs where jobs."jobID" = job_applications."jobApplicationJobID")
    where "jobApplicationAgreedLocation" is not null`.execute(db);
}
