import type { Generated } from 'kysely';

/** Tables the server keeps for itself: which account owns each upload, and mail waiting to be sent. */
export interface StoredFilesTable {
  url: string;
  ownerAccountID: number;
  createdAt: number;
}

export interface OutboxTable {
  outboxID: Generated<number>;
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
