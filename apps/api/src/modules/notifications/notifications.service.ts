import type { MailCategory } from '@jobbel/shared/notifications/notification.constants';
import type { NotificationList } from '@jobbel/shared/notifications/notification.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { brusselsNow } from '../../lib/clock';
import { forbidden, notFound } from '../../lib/http-error';
import { languageOf, switchLanguage, t } from '../../lib/i18n';
import { pageAndCursor } from '../../lib/page-and-cursor';
import { sameHash, sha256 } from '../../lib/secrets';
import { ownUserID, saveSettings } from '../settings/settings.service';
import { announceBellChange } from './bell.repository';
import {
  countNotifications,
  isOwnNotification,
  listNotifications,
  mailTokenHolder,
  markNotificationsRead,
  NOTIFICATION_LIST_LIMIT,
} from './notifications.repository';

/** A page of the own notifications, newest first: the latest, or those before `after`. */
export async function notificationsOf(
  db: Kysely<Database>,
  auth: AuthContext,
  after?: string,
): Promise<NotificationList> {
  const userID = ownUserID(auth);
  const [rowsAndOneMore, counts] = await Promise.all([
    listNotifications(db, userID, {
      before: after === undefined ? undefined : Number(after),
      limit: NOTIFICATION_LIST_LIMIT + 1,
    }),
    countNotifications(db, userID),
  ]);
  const { rows, nextCursor } = pageAndCursor(rowsAndOneMore, NOTIFICATION_LIST_LIMIT, (row) =>
    String(row.notificationID),
  );
  const data = rows.map((row) => ({
    notificationID: row.notificationID,
    notificationKind: row.notificationKind as NotificationList['data'][number]['notificationKind'],
    notificationTitle: row.notificationTitle,
    notificationBody: row.notificationBody,
    notificationLink: row.notificationLink,
    notificationCreatedDateTime: row.notificationCreatedDateTime,
    notificationRead: row.notificationReadDateTime !== null,
  }));
  return { data, count: data.length, total: counts.total, unread: counts.unread, nextCursor };
}

/** One of the own notifications read (404 for anyone else's), or all of them. */
export async function markRead(db: Kysely<Database>, auth: AuthContext, notificationID?: number) {
  const userID = ownUserID(auth);
  const marked = await markNotificationsRead(db, userID, brusselsNow(), notificationID);
  if (marked > 0) await announceBellChange(db, userID);
  if (notificationID !== undefined && marked === 0) {
    if (!(await isOwnNotification(db, userID, notificationID)))
      throw notFound(t('api.notifications.notFound'));
  }
  return notificationsOf(db, auth);
}

/**
 * The one-click link of a mail: its token proves the mail was read by its addressee, no session needed.
 * Turns that kind of mail off and nothing else.
 */
export async function unsubscribe(
  db: Kysely<Database>,
  userID: number,
  category: MailCategory,
  token: string,
) {
  const holder = await mailTokenHolder(db, userID);
  if (holder === undefined || !sameHash(sha256(holder.token), sha256(token)))
    throw forbidden(t('api.notifications.badLink'), 'bad_link');
  // the page answers in the language the mail was written in, whatever browser opens the link
  switchLanguage(languageOf(holder));
  await saveSettings(db, userID, { notifications: { [category]: false } });
}
