import { type Kysely, sql } from 'kysely';

/**
 * The minute expiry (modules/jobs/job-expiry.ts) finds the active jobs that have started through this
 * index of active jobs by start. Without it, it read all million jobs every minute: about 3 s of
 * PostgreSQL's time, and on SQLite about 90 ms in which the server answered nothing (npm run bench).
 * Workers' searches, for which migration 10 dropped an index like it, are answered from memory now.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index jobs_open_start_idx on jobs ("jobStartDateTime") where "jobStatus" = 'active'`.execute(
    db,
  );
}
