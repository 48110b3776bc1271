import { ALERT_DIGEST_HOUR } from '@jobbel/shared/alerts/alert.constants';
import { jobPageLink } from '@jobbel/shared/app/links';
import { addHours } from '@jobbel/shared/shifts/shift-rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, JobRow } from '../../db/database';
import { readableMoment, toBrusselsDateTime } from '../../lib/clock';
import { inLanguage, t } from '../../lib/i18n';
import {
  createMinutePass,
  createStepRest,
  MINUTE_PASS_BUDGET_MS,
  type MinutePass,
} from '../../lib/minute-pass';
import { composeMail } from '../mail/mail-layout';
import type { Recipient } from '../notifications/notification-event';
import { notifyAll } from '../notifications/notify';
import { workerRecipients } from '../notifications/recipients';
import { announceMatches } from './alert-announcements';
import { matchNewJobs } from './alert-matching';
import {
  claimDigests,
  jobWithUnannouncedMatches,
  markDigestsSent,
  matchesAwaitingDigestOf,
  usersAwaitingDigest,
} from './alerts.repository';

type Db = Kysely<Database>;

/**
 * From 08:00 Brussels time, one mail a day per worker sums up the matches of their daily alerts. The
 * day's row in job_alert_digests is the claim: a second runner, or a second pass that day, sends nothing.
 *
 * Once a pass has read every worker waiting and none is left unannounced, the later passes of the day
 * read only the matches recorded since that pass began, less DIGEST_RECHECK_MINUTES for another
 * instance's clock: the matches waiting before then belong to workers who had their digest today, and
 * wait for tomorrow's. Reading them all again took each minute's pass longer as the day went on (0.3 s
 * for 138,000 matches at national scale; docs/decisions/national-scale.md). A process that starts reads
 * them all once.
 */
export function createDigestSender(db: Db, publicUrl: string) {
  let readAll: { day: string; before: string } | undefined;
  return async function sendDigests(now: Date): Promise<number> {
    const at = toBrusselsDateTime(now);
    if (Number(at.slice(11, 13)) < ALERT_DIGEST_HOUR) return 0;
    const today = at.slice(0, 10);
    // a clock set back reads them all again
    const matchedSince =
      readAll?.day === today && readAll.before <= at
        ? addHours(readAll.before, -DIGEST_RECHECK_MINUTES / 60)
        : undefined;
    const until = performance.now() + MINUTE_PASS_BUDGET_MS;
    const rest = createStepRest();
    let sent = 0;
    for (let after = 0; ; ) {
      if (performance.now() >= until) return sent;
      const users = await usersAwaitingDigest(db, {
        day: today,
        afterUserID: after,
        limit: DIGEST_USERS_PER_READ,
        matchedSince,
      });
      if (users.length === 0) break;
      for (let from = 0; from < users.length; from += DIGESTS_PER_TRANSACTION) {
        sent += await sendDigestsTo(db, users.slice(from, from + DIGESTS_PER_TRANSACTION), today, publicUrl);
        await rest();
      }
      after = users.at(-1)!;
    }
    // a match announced later may have been recorded before this pass: it is read again in full then
    if ((await jobWithUnannouncedMatches(db)) === undefined) readAll = { day: today, before: at };
    return sent;
  };
}

const DIGEST_RECHECK_MINUTES = 10;
const DIGEST_USERS_PER_READ = 100;

/**
 * Digests sent in one transaction: at 08:00 the pass sends one to every worker with a daily alert that
 * found something, and each transaction's commit waits for the disk on the thread that answers
 * requests (docs/decisions/national-scale.md).
 */
const DIGESTS_PER_TRANSACTION = 20;

/**
 * These workers' digests, in one transaction: how many were sent. A worker whose digest was claimed
 * first (by another pass or instance), who has no mail address or whose matches went meanwhile gets none.
 */
function sendDigestsTo(db: Db, userIDs: number[], today: string, publicUrl: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const claimed = await claimDigests(trx, userIDs, today);
    if (claimed.length === 0) return 0;
    const matches = await matchesAwaitingDigestOf(trx, claimed);
    await markDigestsSent(trx, claimed);
    const recipients = await workerRecipients(trx, claimed);
    const digests = claimed.flatMap((userID) => {
      const to = recipients.get(userID)!;
      const jobs = matches.filter((match) => match.matchUserID === userID);
      if (!to.email || jobs.length === 0) return [];
      const { subject, mail } = inLanguage(to.language, () => digestMail(to, jobs, publicUrl));
      return [
        {
          userID,
          kind: 'jobAlert' as const,
          title: subject,
          body: '',
          link: '/dashboard',
          language: to.language,
          mail,
          category: 'jobAlerts' as const,
          inApp: false,
        },
      ];
    });
    await notifyAll(trx, digests, publicUrl);
    return digests.length;
  });
}

function digestMail(
  to: Recipient,
  jobs: Pick<JobRow, 'jobID' | 'jobTitle' | 'jobLocation' | 'jobStartDateTime'>[],
  publicUrl: string,
) {
  const subject = t('mail.alertDigest.subject', { count: jobs.length });
  const mail = composeMail({
    to: to.email,
    firstName: to.name,
    subject,
    paragraphs: [
      t('mail.alertDigest.intro'),
      ...jobs.map((job) =>
        t('mail.alertDigest.line', {
          title: job.jobTitle,
          location: job.jobLocation,
          start: readableMoment(job.jobStartDateTime),
          link: `${publicUrl}${jobPageLink(job.jobID)}`,
        }),
      ),
    ],
    link: { href: `${publicUrl}/dashboard`, label: t('mail.links.dashboard') },
  });
  return { subject, mail };
}

/** Matches new jobs, announces the matches and sends the digests every minute inside the server process. */
export function createAlertSweep(db: Db, publicUrl: string, log: FastifyBaseLogger): MinutePass {
  const sendDigests = createDigestSender(db, publicUrl);
  return createMinutePass(
    async (now) =>
      (await matchNewJobs(db, now)) + (await announceMatches(db, now, publicUrl)) + (await sendDigests(now)),
    log,
    'alert sweep',
  );
}
