import { type Kysely, sql } from 'kysely';

/**
 * A no-show is a claim the worker may contest. Its state, when it was made, the worker's
 * reason, and when the business withdrew one (which counts on the business's own record). Claims
 * marked before this migration count as made when they were marked.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const columns: [string, string][] = [
    ['jobApplicationNoShowState', 'varchar(10)'],
    ['jobApplicationNoShowClaimedDateTime', 'varchar(19)'],
    ['jobApplicationNoShowContestReason', 'varchar(500)'],
    ['jobApplicationNoShowWithdrawnDateTime', 'varchar(19)'],
  ];
  for (const [name, type] of columns)
    await db.schema
      .alterTable('job_applications')
      .addColumn(name, type as 'text')
      .execute();
  await sql`update job_applications set "jobApplicationNoShowState" = 'claimed', "jobApplicationNoShowClaimedDateTime" = "jobApplicationUpdatedDateTime" where "jobApplicationStatus" = 'noShow'`.execute(
    db,
  );
}
