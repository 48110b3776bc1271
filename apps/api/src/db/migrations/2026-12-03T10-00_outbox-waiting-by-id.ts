// Locks: builds a partial index of the outbox's waiting items and drops two of its indexes; writes to
// `outbox` wait until it is done (35 ms for 45,000 items at national scale).
import { type Kysely, sql } from 'kysely';

/**
 * The outbox's lanes read their due items in the order they were written, the oldest twenty first,
 * every second. The index by channel, sent moment and next try (2026-11-25T07-00) found the due items
 * but not their order: each read sorted every waiting item of the lane, so a backlog (a job that
 * matched thousands of alerts, an SMTP server down for an hour) made every read longer, on the
 * thread that answers requests (4 ms a read with 5,300 mails waiting at national scale). This index
 * holds the waiting items alone, by channel in the order they were written: a read walks it from the
 * oldest and stops at twenty due, however long the backlog; the backlog's count for the metrics
 * reads it too. What was sent or given up leaves it. The two indexes it replaces held every item ever
 * written, and nothing else reads by them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index outbox_waiting_idx on outbox ("channel", "outboxID")
    where "sentAt" is null and "gaveUpAt" is null`.execute(db);
  await db.schema.dropIndex('outbox_due_by_channel_idx').execute();
  await db.schema.dropIndex('outbox_due_idx').execute();
}
