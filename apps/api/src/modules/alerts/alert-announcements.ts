import { ALERT_INSTANT_MAILS_PER_HOUR } from '@jobbel/shared/alerts/alert.constants';
import { jobPageLink } from '@jobbel/shared/app/links';
import type { Kysely } from 'kysely';
import type { Database, JobRow } from '../../db/database';
import { readableMoment, toBrusselsDateTime } from '../../lib/clock';
import { createStepRest, MINUTE_PASS_BUDGET_MS } from '../../lib/minute-pass';
import { findBusinessById } from '../businesses/businesses.repository';
import { findJobById } from '../jobs/jobs.repository';
import { notificationEvent } from '../notifications/notification-event';
import { notifyAll } from '../notifications/notify';
import { workerRecipients } from '../notifications/recipients';
import {
  claimUnannouncedMatches,
  instantMailsWithinHour,
  jobWithUnannouncedMatches,
  markMatchesMailed,
} from './alerts.repository';

type Db = Kysely<Database>;

/**
 * Notices told in one transaction: a job that matches thousands of alerts never holds the writer long
 * (20 take about 5 ms on SQLite at national scale, most of it the commit and the inserts:
 * docs/decisions/national-scale.md).
 */
const NOTICES_PER_TRANSACTION = 20;

/**
 * Tells every worker whose alert found a job, in the app at once and by mail at once for an instant
 * alert (at most a few an hour; the rest wait for the daily digest), in bounded transactions, each
 * claiming its matches with a conditional update so that two passes or instances never tell anyone twice.
 */
export async function announceMatches(db: Db, now: Date, publicUrl: string): Promise<number> {
  const at = toBrusselsDateTime(now);
  const until = performance.now() + MINUTE_PASS_BUDGET_MS;
  const rest = createStepRest();
  let announced = 0;
  // what is left after the pass's time goes to the next pass: the matches wait, recorded
  while (performance.now() < until) {
    const jobID = await jobWithUnannouncedMatches(db);
    if (jobID === undefined) break;
    const job = await findJobById(db, jobID);
    const company = job ? ((await findBusinessById(db, job.jobBusinessID))?.businessName ?? '') : '';
    const told = await db.transaction().execute(async (trx) => {
      const matches = await claimUnannouncedMatches(trx, jobID, NOTICES_PER_TRANSACTION);
      // a job deleted since it was matched: its matches are claimed and nobody is told
      if (!job || matches.length === 0) return matches.length;
      const workers = matches.map((match) => match.matchUserID);
      const mailedWithinHour = await instantMailsWithinHour(trx, workers, at);
      const mailNow = new Set(
        matches
          .filter(
            (match) =>
              match.alertFrequency === 'instant' &&
              (mailedWithinHour.get(match.matchUserID) ?? 0) < ALERT_INSTANT_MAILS_PER_HOUR,
          )
          .map((match) => match.matchUserID),
      );
      await markMatchesMailed(trx, jobID, [...mailNow]);
      const recipients = await workerRecipients(trx, workers);
      const events = matches.map((match) => {
        const to = recipients.get(match.matchUserID)!;
        return {
          // without a mail address no mail is written: most matches are told in the app alone
          ...notificationEvent({
            to: mailNow.has(match.matchUserID) ? to : { ...to, email: '' },
            kind: 'jobAlert',
            texts: 'jobAlert',
            vars: { ...aboutJob(job), alert: match.alertName, company },
            link: { path: jobPageLink(job.jobID), label: 'job' },
            publicUrl,
          }),
          category: 'jobAlerts' as const,
        };
      });
      await notifyAll(trx, events, publicUrl);
      return matches.length;
    });
    if (job) announced += told;
    await rest();
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
