import { addHours } from '@jobbel/shared/shifts/shift-rules';
import { type Insertable, type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import type { Database, JobAlertsTable } from '../../db/database';
import { isPostgres } from '../../db/engine';

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

/** Saved searches after `afterID` in id order, a page at a time, for the sweep to match new jobs against. */
export function alertsAfter(db: Db, afterID: number, limit: number) {
  return db
    .selectFrom('job_alerts')
    .select([
      'alertID',
      'alertUserID',
      'alertSearch',
      'alertLocation',
      'alertRadiusKm',
      'alertJobType',
      'alertHours',
    ])
    .where('alertID', '>', afterID)
    .orderBy('alertID')
    .limit(limit)
    .execute();
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

/** Marks a job's alerts as matched, once its matches are all recorded. */
export function markJobCheckedForAlerts(db: Db, jobID: number) {
  return db
    .updateTable('jobs')
    .set({ jobAlertsChecked: 1 })
    .where('jobID', '=', jobID)
    .where('jobAlertsChecked', '=', 0)
    .execute();
}

/** Records that alerts found a job for these workers, to be announced; a worker already told of it is skipped. */
export async function recordMatches(
  db: Db,
  jobID: number,
  matches: { userID: number; alertID: number }[],
  at: string,
): Promise<void> {
  if (matches.length === 0) return;
  await db
    .insertInto('job_alert_matches')
    .values(
      matches.map((match) => ({
        matchUserID: match.userID,
        matchJobID: jobID,
        matchAlertID: match.alertID,
        matchDateTime: at,
        matchDigestSent: 0,
        matchAnnounced: 0,
      })),
    )
    .onConflict((conflict) => conflict.columns(['matchUserID', 'matchJobID']).doNothing())
    .execute();
}

/** The job whose matches have waited longest for their notices. */
export async function jobWithUnannouncedMatches(db: Db): Promise<number | undefined> {
  const waiting = await db
    .selectFrom('job_alert_matches')
    .select('matchJobID')
    .where('matchAnnounced', '=', 0)
    .orderBy('matchJobID')
    .limit(1)
    .executeTakeFirst();
  return waiting?.matchJobID;
}

/**
 * Claims up to `limit` of a job's matches that wait for their notices, with the alert that found each:
 * a match another pass (or instance) claimed first is left out.
 */
export async function claimUnannouncedMatches(db: Db, jobID: number, limit: number) {
  const waiting = await db
    .selectFrom('job_alert_matches')
    .innerJoin('job_alerts', 'job_alerts.alertID', 'job_alert_matches.matchAlertID')
    .select(['matchUserID', 'alertName', 'alertFrequency'])
    .where('matchJobID', '=', jobID)
    .where('matchAnnounced', '=', 0)
    .orderBy('matchUserID')
    .limit(limit)
    .execute();
  if (waiting.length === 0) return [];
  const claimed = await db
    .updateTable('job_alert_matches')
    .set({ matchAnnounced: 1 })
    .where('matchJobID', '=', jobID)
    .where(
      'matchUserID',
      'in',
      waiting.map((match) => match.matchUserID),
    )
    .where('matchAnnounced', '=', 0)
    .returning('matchUserID')
    .execute();
  const claimedUsers = new Set(claimed.map((match) => match.matchUserID));
  return waiting.filter((match) => claimedUsers.has(match.matchUserID));
}

/** These workers' matches of a job, mailed at once: the daily digest leaves them out. */
export async function markMatchesMailed(db: Db, jobID: number, userIDs: number[]): Promise<void> {
  if (userIDs.length === 0) return;
  await db
    .updateTable('job_alert_matches')
    .set({ matchDigestSent: 1 })
    .where('matchJobID', '=', jobID)
    .where('matchUserID', 'in', userIDs)
    .execute();
}

/**
 * The instant alert mails each of these workers got in the hour before `at`, found by her sent matches'
 * index by time; a worker with none is left out.
 */
export async function instantMailsWithinHour(
  db: Db,
  userIDs: number[],
  at: string,
): Promise<Map<number, number>> {
  if (userIDs.length === 0) return new Map();
  const rows = await db
    .selectFrom('job_alert_matches')
    .innerJoin('job_alerts', 'job_alerts.alertID', 'job_alert_matches.matchAlertID')
    .select((eb) => ['job_alert_matches.matchUserID', eb.fn.countAll<number>().as('mailed')])
    .where('job_alert_matches.matchUserID', 'in', userIDs)
    .where('job_alerts.alertFrequency', '=', 'instant')
    .where('job_alert_matches.matchDigestSent', '=', 1)
    .where('job_alert_matches.matchDateTime', '>', addHours(at, -1))
    .groupBy('job_alert_matches.matchUserID')
    .execute();
  return new Map(rows.map((row) => [row.matchUserID, Number(row.mailed)]));
}

/**
 * Workers after `afterUserID` with announced matches waiting for a digest and none sent on `day`, in
 * id order, a batch at a time; with `matchedSince`, only those with such a match recorded from then on,
 * found by the waiting matches' index by time.
 */
export async function usersAwaitingDigest(
  db: Db,
  {
    day,
    afterUserID,
    limit,
    matchedSince,
  }: { day: string; afterUserID: number; limit: number; matchedSince?: string },
) {
  // SQLite's planner walks the index by worker for the order, reading every waiting match, unless the
  // worker's id is kept from it; PostgreSQL weighs both indexes by their statistics
  const worker =
    matchedSince !== undefined && !isPostgres(db)
      ? sql<number>`+${sql.ref('matchUserID')}`
      : sql.ref<number>('matchUserID');
  let query = db.selectFrom('job_alert_matches').select('matchUserID').distinct();
  if (matchedSince !== undefined) query = query.where('matchDateTime', '>=', matchedSince);
  const rows = await query
    .where(worker, '>', afterUserID)
    .where('matchDigestSent', '=', 0)
    .where('matchAnnounced', '=', 1)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('job_alert_digests')
            .select('digestUserID')
            .whereRef('digestUserID', '=', 'job_alert_matches.matchUserID')
            .where('digestDate', '=', day),
        ),
      ),
    )
    .orderBy(worker)
    .limit(limit)
    .execute();
  return rows.map((row) => row.matchUserID);
}

/** The jobs waiting for each of these workers' digest, by worker, in the order they were posted. */
export function matchesAwaitingDigestOf(db: Db, userIDs: number[]) {
  return db
    .selectFrom('job_alert_matches')
    .innerJoin('jobs', 'jobs.jobID', 'job_alert_matches.matchJobID')
    .select(['matchUserID', 'jobs.jobID', 'jobs.jobTitle', 'jobs.jobLocation', 'jobs.jobStartDateTime'])
    .where('matchUserID', 'in', userIDs)
    .where('matchDigestSent', '=', 0)
    .where('matchAnnounced', '=', 1)
    .orderBy('matchUserID')
    .orderBy('jobs.jobID')
    .execute();
}

/**
 * Claims today's digest of each of these workers; answers those claimed now, without the ones already
 * sent (or claimed by another instance).
 */
export async function claimDigests(db: Db, userIDs: number[], day: string): Promise<number[]> {
  const claimed = await db
    .insertInto('job_alert_digests')
    .values(userIDs.map((userID) => ({ digestUserID: userID, digestDate: day })))
    .onConflict((conflict) => conflict.columns(['digestUserID', 'digestDate']).doNothing())
    .returning('digestUserID')
    .execute();
  return claimed.map((row) => row.digestUserID);
}

export function markDigestsSent(db: Db, userIDs: number[]) {
  return db
    .updateTable('job_alert_matches')
    .set({ matchDigestSent: 1 })
    .where('matchUserID', 'in', userIDs)
    .where('matchDigestSent', '=', 0)
    .where('matchAnnounced', '=', 1)
    .execute();
}
