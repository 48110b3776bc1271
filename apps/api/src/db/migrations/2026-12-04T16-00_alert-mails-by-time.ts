// Locks: builds a partial index of the alert matches mailed or sent in a digest; writes to
// `job_alert_matches` wait until it is done.
import { type Kysely, sql } from 'kysely';

/**
 * A worker's alert matches mailed or sent in a digest, by the moment they were recorded. Telling a
 * worker of an instant alert's match counts her instant mails of the last hour (at most a few an hour);
 * through the primary key it read every match she ever had.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index job_alert_matches_sent_by_time on job_alert_matches ("matchUserID", "matchDateTime")
    where "matchDigestSent" = 1`.execute(db);
}
