import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { nowSeconds } from '../../lib/clock';
import type { Mailer } from '../../plugins/mailer';
import type { PushSender } from '../push/push-sender';
import { claimMail, findDueMails, markMailFailed, markMailSent } from './outbox.repository';

const POLL_INTERVAL_MS = 1000;
const BATCH_SIZE = 20;
/** Longer than any SMTP timeout: a mail being sent is not picked up twice. */
const LOCK_SECONDS = 120;
const FIRST_RETRY_SECONDS = 10;
const LONGEST_RETRY_SECONDS = 3600;

/** 10 s, 20 s, 40 s ... at most an hour apart: a mail server that is down for a day still gets the mail. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(FIRST_RETRY_SECONDS * 2 ** (attempts - 1), LONGEST_RETRY_SECONDS);
}

export interface OutboxWorker {
  /** Sends every mail that is due now; answers how many went out. */
  deliverDue(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

/** Delivers the outbox: mails through the mailer, pushes through the push sender, with the same retries. */
export function createOutboxWorker(
  db: Kysely<Database>,
  { mailer, push }: { mailer: Mailer; push: PushSender },
  log: FastifyBaseLogger,
): OutboxWorker {
  let timer: NodeJS.Timeout | undefined;
  // runs asked for and not yet finished: the timer adds none while any is waiting
  let pending = 0;
  // runs one after another, so a mail is never looked at by two runs of this process at once
  let queue: Promise<unknown> = Promise.resolve();

  async function deliver(): Promise<number> {
    let sent = 0;
    for (const mail of await findDueMails(db, nowSeconds(), BATCH_SIZE)) {
      if (!(await claimMail(db, mail.outboxID, nowSeconds(), LOCK_SECONDS))) continue;
      try {
        if (mail.channel === 'push') await push.send(Number(mail.recipient), mail.textBody);
        else
          await mailer.send({
            to: mail.recipient,
            subject: mail.subject,
            text: mail.textBody,
            html: mail.htmlBody,
          });
        await markMailSent(db, mail.outboxID, nowSeconds());
        sent += 1;
      } catch (error) {
        const attempts = mail.attempts + 1;
        const nextAttemptAt = nowSeconds() + retryDelaySeconds(attempts);
        log.warn({ err: error, outboxID: mail.outboxID, attempts }, 'mail not delivered, will retry');
        await markMailFailed(db, mail.outboxID, { attempts, nextAttemptAt, error: String(error) });
      }
    }
    return sent;
  }

  function deliverDue(): Promise<number> {
    pending += 1;
    const run = queue.then(deliver).finally(() => {
      pending -= 1;
    });
    queue = run.catch(() => undefined);
    return run;
  }

  return {
    deliverDue,
    start() {
      timer = setInterval(() => {
        if (pending > 0) return;
        deliverDue().catch((error) => log.error({ err: error }, 'outbox delivery failed'));
      }, POLL_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await queue;
    },
  };
}
