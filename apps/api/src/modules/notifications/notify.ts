import type { Language } from '@jobbel/shared/i18n/locales';
import type { MailCategory, NotificationKind } from '@jobbel/shared/notifications/notification.constants';
import { PUSH_DEVICES_MAX, type PushPayload } from '@jobbel/shared/push/push.schemas';
import type { UserSettings } from '@jobbel/shared/settings/settings.schemas';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { brusselsNow, nowSeconds } from '../../lib/clock';
import { escapeHtml } from '../../lib/escape-html';
import { inLanguage, t } from '../../lib/i18n';
import type { Mail } from '../../plugins/mailer';
import { enqueueMails, enqueuePushes } from '../mail/outbox.repository';
import { pushSubscriptionIDsOf } from '../push/push.repository';
import { settingsOfUsers } from '../settings/settings.service';
import { announceBellChanges } from './bell.repository';
import { insertNotifications, mailTokensOf } from './notifications.repository';

export interface NotificationEvent {
  /** the user told: a worker, or the user of a business account */
  userID: number;
  kind: NotificationKind;
  title: string;
  body: string;
  /** a path in the app the notification opens */
  link: string;
  /** the buttons of its push notification, where the device shows them */
  actions?: PushPayload['actions'];
  mail?: Mail;
  /** the switch besides 'email' a mail of this kind falls under; 'email' alone by default */
  category?: MailCategory;
  /** false for a mail that sums up notices already shown (the daily alert digest) */
  inApp?: boolean;
  /** the language the notice and mail are written in: the unsubscribe line follows it */
  language: Language;
}

/** The one-click link that turns this kind of mail off, in the text and the HTML part. */
function withUnsubscribeLink(
  mail: Mail,
  link: { userID: number; token: string; category: MailCategory; language: Language },
  publicUrl: string,
): Mail {
  const href = `${publicUrl}/api/unsubscribe?user=${link.userID}&category=${link.category}&token=${link.token}`;
  return inLanguage(link.language, () => {
    const line = t(`mail.unsubscribe.${link.category}`);
    return {
      ...mail,
      text: `${mail.text}\n\n${line}\n${href}`,
      html: `${mail.html}\n<p style="font-size:12px;color:#64748b">${escapeHtml(line)} <a href="${escapeHtml(href)}">${escapeHtml(t('mail.unsubscribe.link'))}</a></p>`,
    };
  });
}

/**
 * Tells a user about an event the way their settings say (spec 001 §3): in the app (and by
 * push on the devices they allowed it on) when `app` is on, by mail when `email` (and the event's own
 * switch) is on. The job alerts switch silences alerts everywhere; the messages switch only their mail. Called in the transaction of
 * the change it reports, so the notice and the change happen together or not at all.
 */
export function notify(
  db: Kysely<Database> | Transaction<Database>,
  event: NotificationEvent,
  publicUrl: string,
): Promise<void> {
  return notifyAll(db, [event], publicUrl);
}

/**
 * Tells several users, each as `notify` would, in a few statements for up to NOTICES_PER_STATEMENT of
 * them rather than a few for each: the alert sweep tells 20 workers a transaction on the thread that
 * answers requests, and a deleted job all its applicants.
 */
export async function notifyAll(
  db: Kysely<Database> | Transaction<Database>,
  events: NotificationEvent[],
  publicUrl: string,
): Promise<void> {
  for (let from = 0; from < events.length; from += NOTICES_PER_STATEMENT)
    await notifyAtOnce(db, events.slice(from, from + NOTICES_PER_STATEMENT), publicUrl);
}

/** The most values SQLite takes in one statement. */
const SQLITE_MAX_VALUES = 32_766;
/** The values of a push to one device in the outbox (a mail has one fewer: it names no channel). */
const VALUES_PER_OUTBOX_ROW = 10;
/** People told in one go: a push to every device of each of them still fits one statement (327). */
const NOTICES_PER_STATEMENT = Math.floor(SQLITE_MAX_VALUES / (VALUES_PER_OUTBOX_ROW * PUSH_DEVICES_MAX));

async function notifyAtOnce(
  db: Kysely<Database> | Transaction<Database>,
  events: NotificationEvent[],
  publicUrl: string,
): Promise<void> {
  const settings = await settingsOfUsers(
    db,
    events.map((event) => event.userID),
  );
  const told = events.map((event) => ({ event, ...waysToTell(event, settings.get(event.userID)!) }));
  await showInApp(
    db,
    told.filter((way) => way.inApp).map((way) => way.event),
  );
  await sendMails(
    db,
    told.flatMap(({ event, mail, category }) => (mail ? [{ event, mail, category }] : [])),
    publicUrl,
  );
}

/** The notices as the bell shows them, and as each of their users' devices gets them by push. */
async function showInApp(db: Kysely<Database> | Transaction<Database>, events: NotificationEvent[]) {
  if (events.length === 0) return;
  const devices = await pushSubscriptionIDsOf(
    db,
    events.map((event) => event.userID),
  );
  const notices = events.map((event) => ({
    event,
    notice: { title: event.title.slice(0, 300), body: event.body.slice(0, 1000), link: event.link },
  }));
  await enqueuePushes(
    db,
    notices.flatMap(({ event, notice }) =>
      (devices.get(event.userID) ?? []).map((pushSubscriptionID) => ({
        pushSubscriptionID,
        payload: event.actions ? { ...notice, actions: event.actions } : notice,
      })),
    ),
    nowSeconds(),
  );
  const createdAt = brusselsNow();
  await insertNotifications(
    db,
    notices.map(({ event, notice }) => ({
      notificationUserID: event.userID,
      notificationKind: event.kind,
      notificationTitle: notice.title,
      notificationBody: notice.body,
      notificationLink: notice.link,
      notificationCreatedDateTime: createdAt,
    })),
  );
  await announceBellChanges(
    db,
    events.map((event) => event.userID),
  );
}

/** The mails, each with the link that turns its kind of mail off. */
async function sendMails(
  db: Kysely<Database> | Transaction<Database>,
  mailed: { event: NotificationEvent; mail: Mail; category: MailCategory }[],
  publicUrl: string,
) {
  if (mailed.length === 0) return;
  const tokens = await mailTokensOf(
    db,
    mailed.map(({ event }) => event.userID),
  );
  const mails = mailed.map(({ event, mail, category }) =>
    withUnsubscribeLink(
      mail,
      { userID: event.userID, token: tokens.get(event.userID)!, category, language: event.language },
      publicUrl,
    ),
  );
  await enqueueMails(db, mails, nowSeconds());
}

/** Whether an event reaches the app, and the mail it sends with the switch that allows it, if any. */
function waysToTell(event: NotificationEvent, { notifications: switches }: UserSettings) {
  const category = event.category ?? 'email';
  const wanted = category === 'email' || switches[category];
  // a message always reaches the app (and its inbox): the 'messages' switch decides only its mail
  const inApp = (wanted || category === 'messages') && switches.app && event.inApp !== false;
  const mail = wanted && switches.email ? event.mail : undefined;
  return { inApp, mail, category };
}
