import { addHours } from '@jobbel/shared/shifts/shift-rules';
import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database, JobAlertsTable } from '../../db/database';

type Db = Kysely<Database> | Transaction<Database>;

/** A worker's saved searches, newest first. */
export function listAlerts(db: Db, userID: number) {
  return db
    .selectFrom('job_alerts')
    .select([
      'alertID',
      'alertName',
      'alertSearch',
      'alertLocation',
      'alertRadiusKm',
      'alertJobType',
      'alertHours',
      'alertFrequency',
      'alertCreatedDateTime',
    ])
    .where('alertUserID', '=', userID)
    .orderBy('alertID', 'desc')
    .execute();
}

export async function countAlerts(db: Db, userID: number): Promise<number> {
  const { saved } = await db
    .selectFrom('job_alerts')
    .select((eb) => eb.fn.countAll<number>().as('saved'))
    .where('alertUserID', '=', userID)
    .executeTakeFirstOrThrow();
  return Number(saved);
}

export function insertAlert(db: Db, alert: Insertable<JobAlertsTable>) {
  return db.insertInto('job_alerts').values(alert).execute();
}

/** Changes the worker's own alert: whether there was one to change. */
export async function updateOwnAlert(
  db: Db,
  userID: number,
  alertID: number,
  change: Updateable<JobAlertsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('job_alerts')
    .set(change)
    .where('alertID', '=', alertID)
    .where('alertUserID', '=', userID)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes the worker's own alert: whether there was one. */
export async function deleteOwnAlert(db: Db, userID: number, alertID: number): Promise<boolean> {
  const result = await db
    .deleteFrom('job_alerts')
    .where('alertID', '=', alertID)
    .where('alertUserID', '=', userID)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Every saved search, for the sweep to match new jobs against. */
export function listAllAlerts(db: Db) {
  return db.selectFrom('job_alerts').selectAll().orderBy('alertID').execute();
}

/** Jobs no alert pass has looked at yet, oldest first. */
export function jobsNotCheckedForAlerts(db: Db, limit: number) {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('jobAlertsChecked', '=', 0)
    .orderBy('jobID')
    .limit(limit)
    .execute();
}

/** Claims a job for this pass; false when another pass (or instance) took it first. */
export async function claimJobForAlerts(db: Db, jobID: number): Promise<boolean> {
  const claimed = await db
    .updateTable('jobs')
    .set({ jobAlertsChecked: 1 })
    .where('jobID', '=', jobID)
    .where('jobAlertsChecked', '=', 0)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Records that an alert found a job for a worker, once per worker and job: whether this was the first time. */
export async function recordMatchOnce(
  db: Db,
  match: { userID: number; jobID: number; alertID: number; at: string; digestSent: boolean },
): Promise<boolean> {
  const inserted = await db
    .insertInto('job_alert_matches')
    .values({
      matchUserID: match.userID,
      matchJobID: match.jobID,
      matchAlertID: match.alertID,
      matchDateTime: match.at,
      matchDigestSent: match.digestSent ? 1 : 0,
    })
    .onConflict((conflict) => conflict.columns(['matchUserID', 'matchJobID']).doNothing())
    .returning('matchJobID')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Instant alert mails the worker got in the hour before `at`. */
export async function instantMailsWithinHour(db: Db, userID: number, at: string): Promise<number> {
  const { mailed } = await db
    .selectFrom('job_alert_matches')
    .innerJoin('job_alerts', 'job_alerts.alertID', 'job_alert_matches.matchAlertID')
    .select((eb) => eb.fn.countAll<number>().as('mailed'))
    .where('job_alert_matches.matchUserID', '=', userID)
    .where('job_alerts.alertFrequency', '=', 'instant')
    .where('job_alert_matches.matchDigestSent', '=', 1)
    .where('job_alert_matches.matchDateTime', '>', addHours(at, -1))
    .executeTakeFirstOrThrow();
  return Number(mailed);
}

/** Matches that wait for the daily digest, per worker and job. */
export function matchesAwaitingDigest(db: Db) {
  return db
    .selectFrom('job_alert_matches')
    .innerJoin('jobs', 'jobs.jobID', 'job_alert_matches.matchJobID')
    .select(['matchUserID', 'jobs.jobID', 'jobs.jobTitle', 'jobs.jobLocation', 'jobs.jobStartDateTime'])
    .where('matchDigestSent', '=', 0)
    .orderBy('matchUserID')
    .orderBy('jobs.jobID')
    .execute();
}

/** Claims today's digest of a worker; false when it was already sent (or claimed by another instance). */
export async function claimDigest(db: Db, userID: number, day: string): Promise<boolean> {
  const claimed = await db
    .insertInto('job_alert_digests')
    .values({ digestUserID: userID, digestDate: day })
    .onConflict((conflict) => conflict.columns(['digestUserID', 'digestDate']).doNothing())
    .returning('digestUserID')
    .executeTakeFirst();
  return claimed !== undefined;
}

export function markDigestSent(db: Db, userID: number) {
  return db
    .updateTable('job_alert_matches')
    .set({ matchDigestSent: 1 })
    .where('matchUserID', '=', userID)
    .where('matchDigestSent', '=', 0)
    .execute();
}
