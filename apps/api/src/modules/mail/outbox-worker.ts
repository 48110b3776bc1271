import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import pLimit from 'p-limit';
import type { Database, OutboxRow } from '../../db/database';
import { nowSeconds } from '../../lib/clock';
import { groupedBy } from '../../lib/grouped-by';
import { createHeartbeat, type Heartbeat } from '../../lib/heartbeat';
import type { Mailer } from '../../plugins/mailer';
import type { TimedWork } from '../../plugins/scheduler';
import type { PushSender } from '../push/push-sender';
import { claimMails, findDueMails, markMailFailed, markMailsSent } from './outbox.repository';

const POLL_INTERVAL_MS = 1000;
const BATCH_SIZE = 20;
/** Longer than any SMTP timeout: a mail being sent is not picked up twice. */
const LOCK_SECONDS_PER_ITEM = 120;
const FIRST_RETRY_SECONDS = 10;
const LONGEST_RETRY_SECONDS = 3600;

/**
 * Mail and push go in lanes of their own, each sending several items at once, so that
 * devices that never answer cannot hold up a password-reset mail. An item that failed its last try
 * is given up (recorded in the outbox): a mail after about 7 hours of tries, a push after 2½ minutes.
 */
export const OUTBOX_LANES = {
  mail: { concurrency: 4, maxAttempts: 16 },
  push: { concurrency: 10, maxAttempts: 5 },
} as const;
export type OutboxChannel = keyof typeof OUTBOX_LANES;

/** 10 s, 20 s, 40 s ... at most an hour apart: a mail server that is down for hours still gets the mail. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(FIRST_RETRY_SECONDS * 2 ** (attempts - 1), LONGEST_RETRY_SECONDS);
}

export interface OutboxWorker {
  /** Sends every item that is due now, in both lanes; answers how many went out. */
  deliverDue(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
  /** when each lane last finished a run: readiness reports a lane that hangs (an SMTP server that never answers) */
  readonly heartbeats: Heartbeat[];
}

/** One lane: runs one after another (an item is never looked at by two runs of this process at once). */
function createLane(deliver: () => Promise<number>, heartbeat: Heartbeat) {
  // runs asked for and not yet finished: the timer adds none while any is waiting
  let pending = 0;
  let queue: Promise<unknown> = Promise.resolve();
  return {
    heartbeat,
    get busy() {
      return pending > 0;
    },
    run(): Promise<number> {
      pending += 1;
      const run = queue.then(deliver).finally(() => {
        pending -= 1;
        heartbeat.beat();
      });
      queue = run.catch(() => undefined);
      return run;
    },
    settled: () => queue,
  };
}

/** Delivers the outbox: mails through the mailer, pushes through the push sender, each in its lane. */
export function createOutboxWorker(
  db: Kysely<Database>,
  {
    mailer,
    push,
    onDelivered = () => {},
  }: {
    mailer: Mailer;
    push: PushSender;
    /** each try, for the metrics */
    onDelivered?: (channel: OutboxChannel, outcome: 'sent' | 'failed') => void;
  },
  log: FastifyBaseLogger,
): OutboxWorker {
  let timer: NodeJS.Timeout | undefined;

  function send(item: OutboxRow) {
    if (item.channel === 'push') return push.send(Number(item.recipient), item.textBody);
    return mailer.send({
      to: item.recipient,
      subject: item.subject,
      text: item.textBody,
      html: item.htmlBody,
    });
  }

  /** An item this run claimed: sent (the caller marks it), or marked for its next try. */
  async function deliverOne(item: OutboxRow, channel: OutboxChannel): Promise<boolean> {
    // logged under the request that queued it: one id follows a complaint from the click to the mail
    const itemLog = item.requestID ? log.child({ reqId: item.requestID }) : log;
    try {
      await send(item);
      itemLog.info({ outboxID: item.outboxID, channel }, 'delivered');
      onDelivered(channel, 'sent');
      return true;
    } catch (error) {
      const attempts = item.attempts + 1;
      onDelivered(channel, 'failed');
      const givingUp = attempts >= OUTBOX_LANES[channel].maxAttempts;
      const nextAttemptAt = nowSeconds() + retryDelaySeconds(attempts);
      itemLog.warn(
        { err: error, outboxID: item.outboxID, channel, attempts },
        givingUp ? 'not delivered, given up' : 'not delivered, will retry',
      );
      await markMailFailed(db, item.outboxID, {
        attempts,
        nextAttemptAt,
        error: String(error),
        gaveUpAt: givingUp ? nowSeconds() : null,
      });
      return false;
    }
  }

  const lanes = Object.fromEntries(
    (Object.keys(OUTBOX_LANES) as OutboxChannel[]).map((channel) => {
      const limit = pLimit(OUTBOX_LANES[channel].concurrency);
      return [
        channel,
        createLane(
          async () => {
            const due = await findDueMails(db, nowSeconds(), BATCH_SIZE, channel);
            const won = new Set(
              await claimMails(
                db,
                due.map((item) => item.outboxID),
                nowSeconds(),
                // the batch is claimed at once and sent a few at a time: its last item waits for the others
                LOCK_SECONDS_PER_ITEM * Math.ceil(BATCH_SIZE / OUTBOX_LANES[channel].concurrency),
              ),
            );
            // one recipient's items in the order they were written, different recipients side by side
            const byRecipient = groupedBy(
              due.filter((candidate) => won.has(candidate.outboxID)),
              (item) => item.recipient,
            );
            const sent: number[] = [];
            await Promise.all(
              [...byRecipient.values()].map((items) =>
                limit(async () => {
                  for (const item of items) if (await deliverOne(item, channel)) sent.push(item.outboxID);
                }),
              ),
            );
            // one write for the batch rather than one commit per item; the claim's lock keeps the sent
            // ones from a second sender until then
            await markMailsSent(db, sent, nowSeconds());
            return sent.length;
          },
          createHeartbeat(`outbox ${channel}`),
        ),
      ];
    }),
  ) as Record<OutboxChannel, ReturnType<typeof createLane>>;

  async function deliverDue(): Promise<number> {
    const sent = await Promise.all(Object.values(lanes).map((lane) => lane.run()));
    return sent.reduce((sum, count) => sum + count, 0);
  }

  return {
    deliverDue,
    heartbeats: Object.values(lanes).map((lane) => lane.heartbeat),
    start() {
      for (const lane of Object.values(lanes)) lane.heartbeat.start();
      timer = setInterval(() => {
        for (const lane of Object.values(lanes))
          if (!lane.busy) lane.run().catch((error) => log.error({ err: error }, 'outbox delivery failed'));
      }, POLL_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await Promise.all(Object.values(lanes).map((lane) => lane.settled()));
    },
  };
}

// a lane that has not finished a run for five minutes counts as stuck (a slow SMTP server times out well within that)
const OUTBOX_LANE_ALLOWANCE_MS = 5 * 60_000;

/** The outbox as timed work of the scheduler (plugins/scheduler.ts). */
export function outboxWork(outbox: OutboxWorker): TimedWork {
  return {
    name: 'outbox (mail and push being sent)',
    start: () => outbox.start(),
    stop: () => outbox.stop(),
    heartbeats: outbox.heartbeats,
    allowanceMs: OUTBOX_LANE_ALLOWANCE_MS,
  };
}
