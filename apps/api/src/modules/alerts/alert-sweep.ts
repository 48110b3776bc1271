import { ALERT_DIGEST_HOUR, ALERT_INSTANT_MAILS_PER_HOUR } from '@jobbel/shared/alerts/alert.constants';
import { jobPageLink } from '@jobbel/shared/app/links';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, JobRow } from '../../db/database';
import { readableMoment, toBrusselsDateTime } from '../../lib/clock';
import { inLanguage, t } from '../../lib/i18n';
import { createMinutePass, type MinutePass } from '../../lib/minute-pass';
import { findBusinessById } from '../businesses/businesses.repository';
import { composeMail } from '../mail/mail-layout';
import { notificationEvent, type Recipient } from '../notifications/notification-event';
import { notify } from '../notifications/notify';
import { workerRecipient } from '../notifications/recipients';
import { matchesAlert } from './alert-matcher';
import {
  claimDigest,
  claimJobForAlerts,
  instantMailsWithinHour,
  jobsNotCheckedForAlerts,
  listAllAlerts,
  markDigestSent,
  matchesAwaitingDigest,
  recordMatchOnce,
} from './alerts.repository';

type Db = Kysely<Database>;

const JOBS_PER_PASS = 100;

/**
 * Newly posted jobs, each claimed with a conditional update (so a second process skips it), are matched
 * against every alert; a worker hears of a job once, however many alerts match it: in the app at once,
 * by mail at once for an instant alert or in the next daily digest.
 */
export async function announceNewJobs(db: Db, now: Date, publicUrl: string): Promise<number> {
  const at = toBrusselsDateTime(now);
  const jobs = await jobsNotCheckedForAlerts(db, JOBS_PER_PASS);
  if (jobs.length === 0) return 0;
  const alerts = await listAllAlerts(db);
  let announced = 0;
  for (const job of jobs) {
    await db.transaction().execute(async (trx) => {
      if (!(await claimJobForAlerts(trx, job.jobID))) return;
      const company = (await findBusinessById(trx, job.jobBusinessID))?.businessName ?? '';
      for (const alert of alerts.filter((each) => matchesAlert(each, job, at))) {
        const mailNow =
          alert.alertFrequency === 'instant' &&
          (await instantMailsWithinHour(trx, alert.alertUserID, at)) < ALERT_INSTANT_MAILS_PER_HOUR;
        const first = await recordMatchOnce(trx, {
          userID: alert.alertUserID,
          jobID: job.jobID,
          alertID: alert.alertID,
          at,
          // not mailed now: the daily digest takes it
          digestSent: mailNow,
        });
        if (!first) continue;
        announced += 1;
        const event = notificationEvent({
          to: await workerRecipient(trx, alert.alertUserID),
          kind: 'jobAlert',
          texts: 'jobAlert',
          vars: { ...aboutJob(job), alert: alert.alertName, company },
          link: { path: jobPageLink(job.jobID), label: 'job' },
          publicUrl,
        });
        const mail = mailNow ? event.mail : undefined;
        await notify(trx, { ...event, mail, category: 'jobAlerts' }, publicUrl);
      }
    });
  }
  return announced;
}

function aboutJob(job: Pick<JobRow, 'jobTitle' | 'jobLocation' | 'jobStartDateTime'>) {
  return {
    title: job.jobTitle,
    location: job.jobLocation,
    start: () => readableMoment(job.jobStartDateTime),
  };
}

/**
 * From 08:00 Brussels time, one mail a day per worker sums up the matches of their daily alerts. The
 * day's row in job_alert_digests is the claim: a second runner, or a second pass that day, sends nothing.
 */
export async function sendDigests(db: Db, now: Date, publicUrl: string): Promise<number> {
  const at = toBrusselsDateTime(now);
  if (Number(at.slice(11, 13)) < ALERT_DIGEST_HOUR) return 0;
  const today = at.slice(0, 10);
  const waiting = await matchesAwaitingDigest(db);
  const users = [...new Set(waiting.map((row) => row.matchUserID))];
  let sent = 0;
  for (const userID of users) {
    await db.transaction().execute(async (trx) => {
      if (!(await claimDigest(trx, userID, today))) return;
      await markDigestSent(trx, userID);
      const jobs = waiting.filter((row) => row.matchUserID === userID);
      const to = await workerRecipient(trx, userID);
      if (!to.email) return;
      const { subject, mail } = inLanguage(to.language, () => digestMail(to, jobs, publicUrl));
      const digest = {
        userID,
        kind: 'jobAlert' as const,
        title: subject,
        body: '',
        link: '/dashboard',
        language: to.language,
      };
      await notify(trx, { ...digest, mail, category: 'jobAlerts', inApp: false }, publicUrl);
      sent += 1;
    });
  }
  return sent;
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

/** Matches new jobs and sends the digests every minute inside the server process. */
export function createAlertSweep(db: Db, publicUrl: string, log: FastifyBaseLogger): MinutePass {
  return createMinutePass(
    async (now) => (await announceNewJobs(db, now, publicUrl)) + (await sendDigests(db, now, publicUrl)),
    log,
    'alert sweep',
  );
}
