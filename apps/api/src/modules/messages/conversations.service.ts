import { INBOX_PAGE_SIZE } from '@jobbel/shared/messages/message.constants';
import type { ConversationList, ConversationListQuery } from '@jobbel/shared/messages/message.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { t } from '../../lib/i18n';
import { pageAndCursor } from '../../lib/page-and-cursor';
import { findBusinessByAccountId } from '../businesses/businesses.repository';
import { conversationsOf, type InboxSide, inboxCountsOf } from './conversations.repository';

const EXCERPT_LENGTH = 140;
const excerpt = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}…` : text);

/**
 * The inbox a page at a time: the conversations the signed-in worker or business takes part in, newest
 * first, each with its last message and how many of the other side's messages are unread; with
 * `unread=1` only those with unread messages. Administrators take part in none.
 */
export async function inboxOf(
  db: Kysely<Database>,
  auth: AuthContext,
  query: ConversationListQuery = {},
): Promise<ConversationList> {
  let who: InboxSide;
  if (auth.accountType === 'user' && auth.userID !== null) who = { side: 'worker', userID: auth.userID };
  else if (auth.accountType === 'business') {
    const business = await findBusinessByAccountId(db, auth.accountID);
    who = { side: 'business', businessIDs: business ? [business.businessID] : [] };
  } else return { data: [], count: 0, total: 0, unread: 0, nextCursor: null };
  const [rowsAndOneMore, counts] = await Promise.all([
    conversationsOf(db, who, {
      after: query.after === undefined ? undefined : Number(query.after),
      unreadOnly: query.unread === '1',
      limit: INBOX_PAGE_SIZE + 1,
    }),
    inboxCountsOf(db, who),
  ]);
  const { rows, nextCursor } = pageAndCursor(rowsAndOneMore, INBOX_PAGE_SIZE, (row) => String(row.messageID));
  const side = who.side;
  const data = rows.map((row) => ({
    applicationID: row.jobApplicationID,
    jobID: row.jobApplicationJobID,
    jobTitle: row.jobTitle ?? row.jobSnapshotTitle,
    otherName:
      side === 'worker'
        ? (row.businessName ?? row.jobSnapshotBusinessName ?? t('api.applications.theEmployer'))
        : `${row.userFirstName} ${row.userLastName}`,
    lastMessageText: excerpt(row.messageText),
    lastMessageDateTime: row.messageDateTime,
    lastMessageMine: row.messageBy === side,
    unread: row.unread,
  }));
  return { data, count: data.length, total: counts.total, unread: counts.unread, nextCursor };
}
