import type { Language } from '@jobbel/shared/i18n/locales';
import type { MailCategory, NotificationKind } from '@jobbel/shared/notifications/notification.constants';
import type { PushPayload } from '@jobbel/shared/push/push.schemas';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { brusselsNow, nowSeconds } from '../../lib/clock';
import { escapeHtml } from '../../lib/escape-html';
import { inLanguage, t } from '../../lib/i18n';
import type { Mail } from '../../plugins/mailer';
import { enqueueMail, enqueuePush } from '../mail/outbox.repository';
import { pushSubscriptionIDsOf } from '../push/push.repository';
import { settingsOf } from '../settings/settings.service';
import { announceBellChange } from './bell.repository';
import { insertNotification, mailTokenOf } from './notifications.repository';

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
async function withUnsubscribeLink(
  db: Kysely<Database> | Transaction<Database>,
  mail: Mail,
  userID: number,
  category: MailCategory,
  publicUrl: string,
  language: Language,
): Promise<Mail> {
  const token = await mailTokenOf(db, userID);
  const href = `${publicUrl}/api/unsubscribe?user=${userID}&category=${category}&token=${token}`;
  return inLanguage(language, () => {
    const line = t(`mail.unsubscribe.${category}`);
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
export async function notify(
  db: Kysely<Database> | Transaction<Database>,
  event: NotificationEvent,
  publicUrl: string,
): Promise<void> {
  const { notifications: switches } = await settingsOf(db, event.userID);
  const category = event.category ?? 'email';
  const wanted = category === 'email' || switches[category];
  // a message always reaches the app (and its inbox): the 'messages' switch decides only its mail
  const shownInApp = (wanted || category === 'messages') && switches.app && event.inApp !== false;
  if (shownInApp) {
    // the notice as the bell shows it, and as each of the user's devices gets it by push
    const notice = { title: event.title.slice(0, 300), body: event.body.slice(0, 1000), link: event.link };
    const push = event.actions ? { ...notice, actions: event.actions } : notice;
    for (const pushSubscriptionID of await pushSubscriptionIDsOf(db, event.userID))
      await enqueuePush(db, pushSubscriptionID, push, nowSeconds());
    await insertNotification(db, {
      notificationUserID: event.userID,
      notificationKind: event.kind,
      notificationTitle: notice.title,
      notificationBody: notice.body,
      notificationLink: notice.link,
      notificationCreatedDateTime: brusselsNow(),
    });
    await announceBellChange(db, event.userID);
  }
  if (wanted && switches.email && event.mail)
    await enqueueMail(
      db,
      await withUnsubscribeLink(db, event.mail, event.userID, category, publicUrl, event.language),
      nowSeconds(),
    );
}
