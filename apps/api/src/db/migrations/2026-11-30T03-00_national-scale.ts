import { type Kysely, sql } from 'kysely';

/**
 * Reads bounded by what one screen shows, not by years of history (docs/decisions/national-scale.md):
 * the bell counts a person's unread notices through an index of the unread ones alone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('notifications_unread')
    .on('notifications')
    .column('notificationUserID')
    .where(sql.ref('notificationReadDateTime'), 'is', null)
    .execute();
}
