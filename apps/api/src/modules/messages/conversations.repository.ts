import { type Kysely, sql } from 'kysely';
import { countUpToQuery } from '../../db/count-up-to';
import type { Database, RatingBy } from '../../db/database';

/** Whose inbox: a worker's, or the business's (its one business, none before it has a profile). */
export type InboxSide = { side: 'worker'; userID: number } | { side: 'business'; businessIDs: number[] };

/** The kept conversations of one side: a worker's own, or those of a business's jobs, by their index. */
function ofSide(db: Kysely<Database>, who: InboxSide) {
  const conversations = db.selectFrom('conversations');
  return who.side === 'worker'
    ? conversations.where('conversations.conversationWorkerID', '=', who.userID)
    : conversations.where('conversations.conversationBusinessID', 'in', who.businessIDs);
}

/** The count of a conversation's messages that wait for this side. */
const unreadColumn = (reader: RatingBy) =>
  reader === 'worker' ? 'conversations.conversationWorkerUnread' : 'conversations.conversationBusinessUnread';

/**
 * A page of the conversations a side takes part in, newest first, after the one whose last message is
 * `after`; with `unreadOnly`, only those with messages waiting for this side. Each with its last message
 * and the other side's unread count, read from the kept conversations by their index (migration
 * 2026-11-30T09-00_conversations; the unread ones by 2026-12-04T11-00_unread-conversations).
 */
export async function conversationsOf(
  db: Kysely<Database>,
  who: InboxSide,
  page: { after?: number; unreadOnly?: boolean; limit: number },
) {
  if (who.side === 'business' && who.businessIDs.length === 0) return [];
  let query = ofSide(db, who)
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
      `${unreadColumn(who.side)} as unread`,
    ]);
  if (page.after !== undefined)
    query = query.where('conversations.conversationLastMessageID', '<', page.after);
  // written out, not a parameter: only then do the partial indexes of unread conversations match
  if (page.unreadOnly) query = query.where(unreadColumn(who.side), '>', sql.lit(0));
  const rows = await query
    .orderBy('conversations.conversationLastMessageID', 'desc')
    .limit(page.limit)
    .execute();
  return rows.map((row) => ({ ...row, unread: Number(row.unread) }));
}

/**
 * Counts stop here: the envelope shows "99+" beyond 99, and a business with years of shifts would
 * otherwise be counted through every conversation it had at every look (docs/decisions/national-scale.md).
 */
export const INBOX_COUNT_CAP = 1000;

/**
 * How many conversations a side has, up to INBOX_COUNT_CAP, and how many messages wait for it in at most
 * INBOX_COUNT_CAP of its conversations with messages waiting: each holds at least one, so where more wait
 * the sum is past the cap all the same.
 */
export async function inboxCountsOf(db: Kysely<Database>, who: InboxSide) {
  if (who.side === 'business' && who.businessIDs.length === 0) return { total: 0, unread: 0 };
  const waitingConversations = ofSide(db, who)
    .select(`${unreadColumn(who.side)} as unread`)
    .where(unreadColumn(who.side), '>', sql.lit(0))
    .limit(INBOX_COUNT_CAP)
    .as('waiting');
  const [all, waiting] = await Promise.all([
    countUpToQuery(
      db,
      ofSide(db, who).select('conversations.conversationApplicationID'),
      INBOX_COUNT_CAP,
    ).executeTakeFirstOrThrow(),
    db
      .selectFrom(waitingConversations)
      .select((eb) => eb.fn.sum<number>('waiting.unread').as('unread'))
      .executeTakeFirstOrThrow(),
  ]);
  return { total: Number(all.total), unread: Number(waiting.unread ?? 0) };
}

/** How many of the other side's messages in one conversation wait for `reader`, as the inbox counts them. */
export async function unreadInConversation(db: Kysely<Database>, jobApplicationID: number, reader: RatingBy) {
  const row = await db
    .selectFrom('conversations')
    .select(`${unreadColumn(reader)} as unread`)
    .where('conversationApplicationID', '=', jobApplicationID)
    .executeTakeFirst();
  return Number(row?.unread ?? 0);
}
