// Locks: builds two indexes over `jobs`; writes to `jobs` wait until they are built (docs/operations.md, "Upgrading").
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The newest-first indexes of open jobs carry every column a worker search filters on, so a search
 * and its bounded count walk one index in order and never visit the table. The start and
 * coordinate indexes go: measured at a million jobs, the planner took them for date windows and radii
 * and then sorted thousands of rows, several times slower than the ordered walk.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql`drop index jobs_open_location_added_idx`.execute(db);
  await sql`drop index jobs_open_added_idx`.execute(db);
  await sql`drop index jobs_open_start_idx`.execute(db);
  await sql`drop index jobs_open_coordinates_idx`.execute(db);
  const active = sql`"jobStatus" = 'active'`;
  if (isPostgres) {
    await sql`create index jobs_open_location_added_idx on jobs ("jobLocationKey", "jobAddedDateTime", "jobID")
      include ("jobStartDateTime", "jobType", "jobHours", "jobSearchText") where ${active}`.execute(db);
    await sql`create index jobs_open_added_idx on jobs ("jobAddedDateTime", "jobID")
      include ("jobStartDateTime", "jobType", "jobHours", "jobLatitude", "jobLongitude", "jobSearchText") where ${active}`.execute(
      db,
    );
    await sql`analyze jobs`.execute(db);
    return;
  }
  await sql`create index jobs_open_location_added_idx on jobs ("jobLocationKey", "jobAddedDateTime", "jobID",
    "jobStartDateTime", "jobType", "jobHours", "jobSearchText") where ${active}`.execute(db);
  await sql`create index jobs_open_added_idx on jobs ("jobAddedDateTime", "jobID", "jobStartDateTime", "jobType",
    "jobHours", "jobLatitude", "jobLongitude", "jobSearchText") where ${active}`.execute(db);
  // the planner chooses among these by their statistics
  await sql`analyze`.execute(db);
}
