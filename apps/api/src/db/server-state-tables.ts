import type { DataExportState } from '@jobbel/shared/my-data/my-data.constants';
import type { Generated } from 'kysely';

/** Tables the server keeps for itself: uploaded images and their owners, and mail waiting to be sent. */
export interface StoredFilesTable {
  url: string;
  ownerAccountID: number;
  createdAt: number;
  /** the image (WebP); null only for a file missing from DATA_DIR/uploads when it was read in (migration 21) */
  content: Buffer | null;
  contentHash: string | null;
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
  /** when its last allowed try failed (migration 32): it is not tried again */
  gaveUpAt: number | null;
  /** the request that queued it (migration 35), logged with its delivery */
  requestID: string | null;
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

/** a device a user allowed Web Push on */
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

/** the secret link a calendar app subscribes to, stored hashed: one per account (migration 31) */
export interface CalendarFeedsTable {
  calendarFeedAccountID: number;
  calendarFeedTokenHash: string;
  calendarFeedCreatedDateTime: string;
}

/** keys the server generated for itself, encrypted with the field key (migration 22) */
export interface ServerKeysTable {
  keyName: string;
  keyValue: string;
}

/** hits per key in a window that starts with the first hit: rate limits and failed logins (lib/counters.ts) */
export interface CountersTable {
  counterKey: string;
  counterHits: number;
  counterResetAt: number;
}

/** grows whenever a session may have ended; one row (migration 24) */
export interface SessionVersionTable {
  versionID: number;
  version: number;
}

/** The health check's written and withdrawn row (modules/health). */
export interface HealthProbesTable {
  probeKey: string;
  probePayload: string;
}

/** an export a person asked of their own data, kept seven days once built (migration 2026-11-30T02-00) */
export interface DataExportsTable {
  exportID: Generated<number>;
  exportAccountID: number;
  exportState: DataExportState;
  exportRequestedDateTime: string;
  /** when a pass took it to build; a pass that died leaves it to another after a while */
  exportClaimedDateTime: string | null;
  exportReadyDateTime: string | null;
  exportExpiresDateTime: string | null;
  exportZip: Buffer | null;
  exportBytes: number | null;
}

/** A change to what a worker's (`u:<userID>`) or a business's (`b:<businessID>`) record is read from (by trigger). */
export interface RecordChangesTable {
  changeID: Generated<number>;
  subjectKey: string;
  /** UTC, for housekeeping alone */
  changedAt: string;
}

/** A record as last computed, valid while no change to its subject came after it and until `validUntil`. */
export interface RecordCacheTable {
  subjectKey: string;
  /** the record as JSON */
  record: string;
  /** the last change number when it was computed */
  computedAtChange: number;
  /** when time alone changes it: a rating revealed, a shift leaving the 12-month window */
  validUntil: string;
}

/** A worker's (`u:<userID>`) or a business's (`b:<businessID>`) totals over their whole history, kept by trigger. */
export interface RecordTotalsTable {
  subjectKey: string;
  completedShifts: number;
  /** the completed shifts' worked time, each rounded to the quarter hour as shown */
  workedQuarterHours: number;
  /** of the ratings the other side gave, revealed or not yet */
  starsTotal: number;
  starsCount: number;
}

/**
 * A worker's (`u:<userID>`) or a business's (`b:<businessID>`) ended applications settled in one month,
 * alike in what decides how a record counts them, kept by trigger.
 */
export interface RecordOutcomeMonthsTable {
  subjectKey: string;
  /** `YYYY-MM` of the Brussels moment it was settled (jobApplicationUpdatedDateTime) */
  settledMonth: string;
  status: 'completed' | 'noShow' | 'cancelled';
  /** '' where nobody is named */
  changedBy: string;
  lateCancellation: number;
  /** '' where there is no claim */
  noShowState: string;
  outcomes: number;
}
