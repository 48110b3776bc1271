import type { NotificationKind } from '@jobbel/shared/notifications/notification.constants';
import type { Kysely, Transaction } from 'kysely';
import { countUpToQuery } from '../../db/count-up-to';
import type { Database } from '../../db/database';
import { randomSecret } from '../../lib/secrets';

type Db = Kysely<Database> | Transaction<Database>;

/** The panel shows this many, newest first. */
export const NOTIFICATION_LIST_LIMIT = 50;

type NewNotification = {
  notificationUserID: number;
  notificationKind: NotificationKind;
  notificationTitle: string;
  notificationBody: string;
  notificationLink: string;
  notificationCreatedDateTime: string;
};

/** Several notifications in one statement, numbered in the order given. */
export async function insertNotifications(db: Db, notifications: NewNotification[]): Promise<void> {
  if (notifications.length > 0) await db.insertInto('notifications').values(notifications).execute();
}

/** A page of a person's notifications, newest first, from before `before` on, by her index of them. */
export function listNotifications(db: Db, userID: number, page: { before?: number; limit: number }) {
  let query = db.selectFrom('notifications').selectAll().where('notificationUserID', '=', userID);
  if (page.before !== undefined) query = query.where('notificationID', '<', page.before);
  return query.orderBy('notificationID', 'desc').limit(page.limit).execute();
}

/**
 * Counts stop here: the bell shows "99+" beyond 99, and a person with years of notices would otherwise be
 * counted through all of them at every look (docs/decisions/national-scale.md).
 */
export const NOTIFICATION_COUNT_CAP = 1000;

/** How many notifications a user has, and unread ones, each counted up to NOTIFICATION_COUNT_CAP. */
export async function countNotifications(db: Db, userID: number) {
  const [total, unread] = await Promise.all([
    countUpToCap(db, userID, false),
    countUpToCap(db, userID, true),
  ]);
  return { total, unread };
}

export async function countUpToCap(db: Db, userID: number, unreadOnly: boolean): Promise<number> {
  let capped = db
    .selectFrom('notifications')
    .select('notificationID')
    .where('notificationUserID', '=', userID);
  if (unreadOnly) capped = capped.where('notificationReadDateTime', 'is', null);
  const { total } = await countUpToQuery(db, capped, NOTIFICATION_COUNT_CAP).executeTakeFirstOrThrow();
  return Number(total);
}

/** Only the owner's own notifications are marked; answers how many were. */
export async function markNotificationsRead(db: Db, userID: number, at: string, notificationID?: number) {
  let update = db
    .updateTable('notifications')
    .set({ notificationReadDateTime: at })
    .where('notificationUserID', '=', userID)
    .where('notificationReadDateTime', 'is', null);
  if (notificationID !== undefined) update = update.where('notificationID', '=', notificationID);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The users' mail tokens, each made on its first use; of two racing first uses the stored one wins. */
export async function mailTokensOf(db: Db, userIDs: number[]): Promise<Map<number, string>> {
  const distinct = [...new Set(userIDs)];
  if (distinct.length === 0) return new Map();
  await db
    .insertInto('mail_tokens')
    .values(distinct.map((userID) => ({ userID, token: randomSecret(24) })))
    .onConflict((conflict) => conflict.column('userID').doNothing())
    .execute();
  const rows = await db
    .selectFrom('mail_tokens')
    .select(['userID', 'token'])
    .where('userID', 'in', distinct)
    .execute();
  return new Map(rows.map((row) => [row.userID, row.token]));
}

/** The mail token of a user, with the language their mails are written in. */
export async function mailTokenHolder(
  db: Db,
  userID: number,
): Promise<{ token: string; userLanguage: string | null } | undefined> {
  return db
    .selectFrom('mail_tokens')
    .innerJoin('users', 'users.userID', 'mail_tokens.userID')
    .select(['mail_tokens.token', 'users.userLanguage'])
    .where('mail_tokens.userID', '=', userID)
    .executeTakeFirst();
}

export async function isOwnNotification(db: Db, userID: number, notificationID: number): Promise<boolean> {
  const row = await db
    .selectFrom('notifications')
    .select('notificationID')
    .where('notificationID', '=', notificationID)
    .where('notificationUserID', '=', userID)
    .executeTakeFirst();
  return row !== undefined;
}
