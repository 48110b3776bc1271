import type { Kysely } from 'kysely';

/**
 * An outbox item that failed its last allowed try is given up, with the moment recorded,
 * instead of being retried forever; due items are read per channel (mail and push have lanes of their own).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('gaveUpAt', 'integer').execute();
  await db.schema
    .createIndex('outbox_due_by_channel_idx')
    .on('outbox')
    .columns(['channel', 'sentAt', 'nextAttemptAt'])
    .execute();
}
