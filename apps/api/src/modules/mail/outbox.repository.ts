import type { PushPayload } from '@jobbel/shared/push/push.schemas';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { currentRequestId } from '../../lib/request-id';
import type { Mail } from '../../plugins/mailer';

type Db = Kysely<Database> | Transaction<Database>;

/** Written in the transaction of the change the mail reports: both happen, or neither. */
export function enqueueMail(db: Db, mail: Mail, now: number): Promise<void> {
  return enqueueMails(db, [mail], now);
}

/** Several mails in one statement. */
export async function enqueueMails(db: Db, mails: Mail[], now: number): Promise<void> {
  if (mails.length === 0) return;
  await db
    .insertInto('outbox')
    .values(
      mails.map((mail) => ({
        recipient: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        ...queuedAt(now),
      })),
    )
    .execute();
}

/** A push to one subscribed device, queued like a mail: in the transaction of the change it reports. */
export function enqueuePush(
  db: Db,
  pushSubscriptionID: number,
  payload: PushPayload,
  now: number,
): Promise<void> {
  return enqueuePushes(db, [{ pushSubscriptionID, payload }], now);
}

/** Several pushes in one statement. */
export async function enqueuePushes(
  db: Db,
  pushes: { pushSubscriptionID: number; payload: PushPayload }[],
  now: number,
): Promise<void> {
  if (pushes.length === 0) return;
  await db
    .insertInto('outbox')
    .values(
      pushes.map(({ pushSubscriptionID, payload }) => ({
        channel: 'push' as const,
        recipient: String(pushSubscriptionID),
        subject: payload.title,
        textBody: JSON.stringify(payload),
        htmlBody: '',
        ...queuedAt(now),
      })),
    )
    .execute();
}

/** What every item of the outbox starts with: due now, not sent, and the request that queued it. */
function queuedAt(now: number) {
  return {
    createdAt: now,
    nextAttemptAt: now,
    sentAt: null,
    lastError: null,
    requestID: currentRequestId() ?? null,
  };
}

export function findDueMails(db: Db, now: number, limit: number, channel: 'mail' | 'push') {
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('channel', '=', channel)
    .where('sentAt', 'is', null)
    .where('gaveUpAt', 'is', null)
    .where('nextAttemptAt', '<=', now)
    .where('lockedUntil', '<=', now)
    .orderBy('outboxID')
    .limit(limit)
    .execute();
}

/**
 * One conditional update claims a batch: of several workers (or instances) exactly one wins each item.
 * Answers the ids this call won. One statement, so one commit, for the batch rather than one per item.
 */
export async function claimMails(db: Db, outboxIDs: number[], now: number, lockSeconds: number) {
  if (outboxIDs.length === 0) return [];
  const won = await db
    .updateTable('outbox')
    .set({ lockedUntil: now + lockSeconds })
    .where('outboxID', 'in', outboxIDs)
    .where('sentAt', 'is', null)
    .where('lockedUntil', '<=', now)
    .returning('outboxID')
    .execute();
  return won.map((row) => row.outboxID);
}

export async function markMailsSent(db: Db, outboxIDs: number[], now: number): Promise<void> {
  if (outboxIDs.length === 0) return;
  await db
    .updateTable('outbox')
    .set({ sentAt: now, lockedUntil: 0 })
    .where('outboxID', 'in', outboxIDs)
    .execute();
}

export async function markMailFailed(
  db: Db,
  outboxID: number,
  failure: { attempts: number; nextAttemptAt: number; error: string; gaveUpAt: number | null },
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      attempts: failure.attempts,
      nextAttemptAt: failure.nextAttemptAt,
      lastError: failure.error.slice(0, 500),
      lockedUntil: 0,
      gaveUpAt: failure.gaveUpAt,
    })
    .where('outboxID', '=', outboxID)
    .execute();
}

/** How many items wait (not sent, not given up), and how long the oldest has waited, in seconds. */
export async function outboxBacklog(db: Db, now: number) {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => [eb.fn.countAll<number>().as('waiting'), eb.fn.min('createdAt').as('oldest')])
    .where('sentAt', 'is', null)
    .where('gaveUpAt', 'is', null)
    .executeTakeFirst();
  const oldest = row?.oldest === null || row?.oldest === undefined ? now : Number(row.oldest);
  return { waiting: Number(row?.waiting ?? 0), oldestAgeSeconds: Math.max(0, now - oldest) };
}
