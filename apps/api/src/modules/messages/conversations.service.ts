import type { ConversationList } from '@jobbel/shared/messages/message.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { t } from '../../lib/i18n';
import { findBusinessByAccountId } from '../businesses/businesses.repository';
import { conversationsOf } from './conversations.repository';

const EXCERPT_LENGTH = 140;
const excerpt = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}…` : text);

/**
 * The inbox: every conversation the signed-in worker or business takes part in, with its last
 * message and how many of the other side's messages are unread. Administrators take part in none.
 */
export async function inboxOf(db: Kysely<Database>, auth: AuthContext): Promise<ConversationList> {
  let side: 'worker' | 'business';
  let rows: Awaited<ReturnType<typeof conversationsOf>> = [];
  if (auth.accountType === 'user' && auth.userID !== null) {
    side = 'worker';
    rows = await conversationsOf(db, { side, userID: auth.userID });
  } else if (auth.accountType === 'business') {
    side = 'business';
    const business = await findBusinessByAccountId(db, auth.accountID);
    rows = await conversationsOf(db, { side, businessIDs: business ? [business.businessID] : [] });
  } else return { data: [], count: 0, total: 0, unread: 0 };
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
  const unread = data.reduce((sum, conversation) => sum + conversation.unread, 0);
  return { data, count: data.length, total: data.length, unread };
}
