import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { toBrusselsDateTime } from '../../lib/clock';
import { createStepRest } from '../../lib/minute-pass';
import { createAlertMatcher } from './alert-matcher';
import {
  alertsAfter,
  jobsNotCheckedForAlerts,
  markJobCheckedForAlerts,
  recordMatches,
} from './alerts.repository';

type Db = Kysely<Database>;

const JOBS_PER_PASS = 20;
const ALERTS_PER_PAGE = 2_000;
const MATCHES_PER_STATEMENT = 500;

/**
 * Newly posted jobs are matched against every alert, read a page at a time, and each match is recorded
 * to be announced (alert-announcements.ts); a worker is told of a job once, however many of her alerts
 * match it. A job is marked checked only once all its matches are recorded, so a pass that stops halfway
 * leaves it for the next; recording a match twice does nothing.
 */
export async function matchNewJobs(db: Db, now: Date): Promise<number> {
  const at = toBrusselsDateTime(now);
  const jobs = await jobsNotCheckedForAlerts(db, JOBS_PER_PASS);
  if (jobs.length === 0) return 0;
  const rest = createStepRest();
  const found = new Map(jobs.map((job) => [job.jobID, new Map<number, number>()]));
  const jobsFoundBy = createAlertMatcher(jobs, at);
  for (let page = await alertsAfter(db, 0, ALERTS_PER_PAGE); page.length > 0; ) {
    for (const alert of page) {
      for (const jobID of jobsFoundBy(alert)) {
        const workers = found.get(jobID)!;
        if (!workers.has(alert.alertUserID)) workers.set(alert.alertUserID, alert.alertID);
      }
    }
    await rest();
    page = await alertsAfter(db, page.at(-1)!.alertID, ALERTS_PER_PAGE);
  }
  let recorded = 0;
  for (const job of jobs) {
    const matches = [...found.get(job.jobID)!].map(([userID, alertID]) => ({ userID, alertID }));
    for (let from = 0; from < matches.length; from += MATCHES_PER_STATEMENT) {
      await recordMatches(db, job.jobID, matches.slice(from, from + MATCHES_PER_STATEMENT), at);
      await rest();
    }
    await markJobCheckedForAlerts(db, job.jobID);
    recorded += matches.length;
  }
  return recorded;
}
