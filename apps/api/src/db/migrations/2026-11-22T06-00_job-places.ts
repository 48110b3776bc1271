import { type Kysely, sql } from 'kysely';

/** Places per job and how many are taken, so a job fills up (docs/decisions/application-states.md). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('jobs')
    .addColumn('jobPlaces', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('jobs')
    .addColumn('jobAcceptedCount', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`update jobs set "jobAcceptedCount" = (
      select count(*) from job_applications
      where "jobApplicationJobID" = jobs."jobID" and "jobApplicationStatus" = 'accepted')`.execute(db);
  // a job that had more workers accepted than it now has places keeps them all
  await sql`update jobs set "jobPlaces" = "jobAcceptedCount" where "jobAcceptedCount" > "jobPlaces"`.execute(
    db,
  );
  await sql`update jobs set "jobStatus" = 'filled'
    where "jobStatus" = 'active' and "jobAcceptedCount" >= "jobPlaces" and "jobAcceptedCount" > 0`.execute(
    db,
  );
}
