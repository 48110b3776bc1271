import { type Kysely, sql } from 'kysely';

/**
 * A job's alert matches are recorded first and announced after, in bounded batches
 * (docs/decisions/national-scale.md): 0 while a match waits for its notice. Matches recorded before
 * were announced when they were recorded. The two partial indexes find what waits without reading
 * every match ever made.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('job_alert_matches')
    .addColumn('matchAnnounced', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await sql`create index job_alert_matches_unannounced on job_alert_matches (${sql.ref('matchJobID')}, ${sql.ref('matchUserID')}) where ${sql.ref('matchAnnounced')} = 0`.execute(
    db,
  );
  await sql`create index job_alert_matches_digest_waiting on job_alert_matches (${sql.ref('matchUserID')}) where ${sql.ref('matchDigestSent')} = 0`.execute(
    db,
  );
}
