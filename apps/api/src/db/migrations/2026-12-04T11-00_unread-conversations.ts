import { type Kysely, sql } from 'kysely';

/**
 * The inbox is read a page at a time, and its count of unread messages covers every conversation: these
 * indexes hold only the conversations with messages waiting for the worker or for the business, so the
 * count, and the to-do list of them, read those alone however many conversations a side ever had.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, side, unread] of [
    ['conversations_worker_unread_idx', 'conversationWorkerID', 'conversationWorkerUnread'],
    ['conversations_business_unread_idx', 'conversationBusinessID', 'conversationBusinessUnread'],
  ] as const)
    await db.schema
      .createIndex(name)
      .on('conversations')
      .columns([side, 'conversationLastMessageID', unread])
      .where(sql.ref(unread), '>', 0)
      .execute();
}
