import type { Generated } from 'kysely';

/** Tables the server keeps for itself: which account owns each upload, and mail waiting to be sent. */
export interface StoredFilesTable {
  url: string;
  ownerAccountID: number;
  createdAt: number;
}

export interface OutboxTable {
  outboxID: Generated<number>;
  /** 'mail' (recipient: an address) or 'push' (recipient: a push_subscriptions id, textBody: the payload) */
  channel: Generated<string>;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  createdAt: number;
  attempts: Generated<number>;
  nextAttemptAt: number;
  lockedUntil: Generated<number>;
  sentAt: number | null;
  lastError: string | null;
}

export interface NotificationsTable {
  notificationID: Generated<number>;
  notificationUserID: number;
  notificationKind: string;
  notificationTitle: string;
  notificationBody: string;
  notificationLink: string;
  notificationCreatedDateTime: string;
  notificationReadDateTime: string | null;
}

/** a device a user allowed Web Push on (issue 16) */
export interface PushSubscriptionsTable {
  pushSubscriptionID: Generated<number>;
  pushUserID: number;
  pushEndpoint: string;
  pushP256dh: string;
  pushAuth: string;
  pushCreatedDateTime: string;
}

/** a random token per user: the unsubscribe link in their mails carries it */
export interface MailTokensTable {
  userID: number;
  token: string;
}
