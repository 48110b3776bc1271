import { threadLink } from '@jobbel/shared/app/links';
import { MESSAGE_MAIL_PAUSE_MINUTES, MESSAGES_PAGE_SIZE } from '@jobbel/shared/messages/message.constants';
import type { MessageList, MessagePayload } from '@jobbel/shared/messages/message.schemas';
import { addHours } from '@jobbel/shared/shifts/shift-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { t } from '../../lib/i18n';
import { pageAndCursor } from '../../lib/page-and-cursor';
import { ensure } from '../../lib/policy';
import { notificationEvent } from '../notifications/notification-event';
import { notify } from '../notifications/notify';
import { type LoadedShift, loadShift } from '../shifts/shift-access';
import { shiftParties } from '../shifts/shift-parties';
import { unreadInConversation } from './conversations.repository';
import {
  countMessages,
  hasWritten,
  insertMessage,
  listMessages,
  markOthersMessagesRead,
} from './messages.repository';

const EXCERPT_LENGTH = 140;

/**
 * A page of the conversation as `shift.side` sees it: its newest messages, or those before `before`,
 * shown oldest first; however long the conversation, a page reads its own messages by their index.
 */
async function conversation(db: Kysely<Database>, shift: LoadedShift, before?: number): Promise<MessageList> {
  const applicationID = shift.application.jobApplicationID;
  const [rowsAndOneMore, total, unread] = await Promise.all([
    listMessages(db, applicationID, { before, limit: MESSAGES_PAGE_SIZE + 1 }),
    countMessages(db, applicationID),
    unreadInConversation(db, applicationID, shift.side),
  ]);
  const { rows, nextCursor } = pageAndCursor(rowsAndOneMore, MESSAGES_PAGE_SIZE, (row) =>
    String(row.messageID),
  );
  const data = rows.reverse().map((row) => ({
    messageID: row.messageID,
    messageApplicationID: row.messageApplicationID,
    messageBy: row.messageBy,
    messageMine: row.messageBy === shift.side,
    messageText: row.messageText,
    messageDateTime: row.messageDateTime,
    messageRead: row.messageReadDateTime !== null,
  }));
  return { data, count: data.length, total, unread, nextCursor };
}

/** The conversation of an application: only its worker and the business that owns the job (and admins). */
export async function messagesOf(
  db: Kysely<Database>,
  auth: AuthContext,
  jobApplicationID: number,
  after?: string,
) {
  const shift = await loadShift(db, auth, jobApplicationID, 'read');
  return conversation(db, shift, after === undefined ? undefined : Number(after));
}

/** The other side's messages are read once the conversation is shown to this side. */
export async function markMessagesRead(db: Kysely<Database>, auth: AuthContext, jobApplicationID: number) {
  const shift = await loadShift(db, auth, jobApplicationID);
  await markOthersMessagesRead(db, jobApplicationID, shift.side, shift.now);
  return conversation(db, shift);
}

/**
 * A business writes to an applicant; the worker answers once the business has written. The other side
 * gets a notification, and a mail unless this conversation already mailed them in the last 15 minutes.
 */
export async function sendMessage(
  db: Kysely<Database>,
  publicUrl: string,
  auth: AuthContext,
  jobApplicationID: number,
  payload: MessagePayload,
) {
  const shift = await loadShift(db, auth, jobApplicationID);
  ensure(auth.accountType !== 'admin', t('api.messages.adminsOnlyRead'));
  if (shift.side === 'worker') {
    const started = await hasWritten(db, jobApplicationID, 'business');
    ensure(started, t('api.messages.businessWritesFirst'), 'conversation_not_started');
  }
  await db.transaction().execute(async (trx) => {
    const recentlyMailed = await hasWritten(
      trx,
      jobApplicationID,
      shift.side,
      addHours(shift.now, -MESSAGE_MAIL_PAUSE_MINUTES / 60),
    );
    await insertMessage(trx, {
      messageApplicationID: jobApplicationID,
      messageBy: shift.side,
      messageText: payload.messageText,
      messageDateTime: shift.now,
      messageMailed: recentlyMailed ? 0 : 1,
    });
    const parties = await shiftParties(trx, shift);
    const to = shift.side === 'business' ? parties.worker : parties.business;
    if (!to) return;
    const excerpt =
      payload.messageText.length > EXCERPT_LENGTH
        ? `${payload.messageText.slice(0, EXCERPT_LENGTH)}…`
        : payload.messageText;
    const event = notificationEvent({
      to,
      kind: 'newMessage',
      texts: 'newMessage',
      vars: {
        title: parties.about.title,
        from: shift.side === 'business' ? parties.about.company : parties.worker.name,
        excerpt,
      },
      // the inbox with this conversation open, for both sides
      link: { path: threadLink(jobApplicationID), label: 'messages' },
      publicUrl,
    });
    await notify(
      trx,
      { ...event, category: 'messages', mail: recentlyMailed ? undefined : event.mail },
      publicUrl,
    );
  });
  return conversation(db, shift);
}
