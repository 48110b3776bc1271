import type { Kysely } from 'kysely';
import type { Database, RatingBy } from '../../db/database';

const INBOX_SIZE = 100;

/**
 * The conversations a side takes part in, newest first: a worker's own applications, or the
 * applications to a business's jobs. Each with its last message and the other side's unread count,
 * read from the kept conversations by their index (migration 2026-11-30T09-00_conversations).
 */
export async function conversationsOf(
  db: Kysely<Database>,
  who: { side: 'worker'; userID: number } | { side: 'business'; businessIDs: number[] },
) {
  if (who.side === 'business' && who.businessIDs.length === 0) return [];
  const rows = await db
    .selectFrom('conversations')
    .innerJoin('messages', 'messages.messageID', 'conversations.conversationLastMessageID')
    .innerJoin(
      'job_applications',
      'job_applications.jobApplicationID',
      'conversations.conversationApplicationID',
    )
    .innerJoin('users', 'users.userID', 'job_applications.jobApplicationUserID')
    .leftJoin('businesses', 'businesses.businessID', 'job_applications.jobSnapshotBusinessID')
    .leftJoin('jobs', 'jobs.jobID', 'job_applications.jobApplicationJobID')
    .select([
      'messages.messageID',
      'messages.messageText',
      'messages.messageDateTime',
      'messages.messageBy',
      'job_applications.jobApplicationID',
      'job_applications.jobApplicationJobID',
      'job_applications.jobSnapshotTitle',
      'job_applications.jobSnapshotBusinessName',
      'businesses.businessName',
      'jobs.jobTitle',
      'users.userFirstName',
      'users.userLastName',
      who.side === 'worker'
        ? 'conversations.conversationWorkerUnread as unread'
        : 'conversations.conversationBusinessUnread as unread',
    ])
    .where((eb) =>
      who.side === 'worker'
        ? eb('conversations.conversationWorkerID', '=', who.userID)
        : eb('conversations.conversationBusinessID', 'in', who.businessIDs),
    )
    .orderBy('conversations.conversationLastMessageID', 'desc')
    .limit(INBOX_SIZE)
    .execute();
  return rows.map((row) => ({ ...row, unread: Number(row.unread) }));
}

/** How many of the other side's messages in one conversation wait for `reader`, as the inbox counts them. */
export async function unreadInConversation(db: Kysely<Database>, jobApplicationID: number, reader: RatingBy) {
  const row = await db
    .selectFrom('conversations')
    .select(
      reader === 'worker' ? 'conversationWorkerUnread as unread' : 'conversationBusinessUnread as unread',
    )
    .where('conversationApplicationID', '=', jobApplicationID)
    .executeTakeFirst();
  return Number(row?.unread ?? 0);
}
