import { type Kysely, sql } from 'kysely';

/**
 * Migration 08 indexed the coordinates of every job, past ones included. Only searches of open jobs
 * use coordinates, and they walk the covering index of active jobs (migration 10); on PostgreSQL the
 * planner combined this index with others in bitmap scans of hundreds of thousands of rows (0.5 s
 * for a radius around Gent at a million jobs).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index jobs_coordinates_idx`.execute(db);
}
