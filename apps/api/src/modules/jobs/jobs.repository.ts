import { HOURS_AWAITING_BUSINESS } from '@jobbel/shared/shifts/shift.constants';
import { type AliasedSelectQueryBuilder, type Kysely, sql, type Transaction } from 'kysely';
import type { Database, JobRow } from '../../db/database';

type Db = Kysely<Database> | Transaction<Database>;

export function findJobById(db: Db, jobID: number) {
  return db.selectFrom('jobs').selectAll().where('jobID', '=', jobID).executeTakeFirst();
}

export async function wasJobDeleted(db: Db, jobID: number): Promise<boolean> {
  return (
    (await db.selectFrom('deleted_jobs').select('jobID').where('jobID', '=', jobID).executeTakeFirst()) !==
    undefined
  );
}

export async function findJobsByIds(db: Db, jobIDs: number[]) {
  if (jobIDs.length === 0) return [];
  return db.selectFrom('jobs').selectAll().where('jobID', 'in', jobIDs).execute();
}

/** What an application shows of its job: the terms and the place, not the job's page. */
const APPLICATION_JOB_COLUMNS = [
  'jobID',
  'jobTitle',
  'jobBusinessID',
  'jobStatus',
  'jobLocation',
  'jobAddress',
  'jobHours',
  'jobWagePerHour',
  'jobStartDateTime',
  'jobEndDateTime',
  'jobBreakMinutes',
] as const satisfies readonly (keyof JobRow)[];
export type ApplicationJobRow = Pick<JobRow, (typeof APPLICATION_JOB_COLUMNS)[number]>;

export async function findApplicationJobsByIds(db: Db, jobIDs: number[]): Promise<ApplicationJobRow[]> {
  if (jobIDs.length === 0) return [];
  return db.selectFrom('jobs').select(APPLICATION_JOB_COLUMNS).where('jobID', 'in', jobIDs).execute();
}

/** Which account's business posted each of these jobs (null when the business is gone): who may manage them. */
export function ownersOfJobs(db: Db, jobIDs: number[]) {
  if (jobIDs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('jobs')
    .leftJoin('businesses', 'businesses.businessID', 'jobs.jobBusinessID')
    .select(['jobs.jobID', 'businesses.businessAccountID'])
    .where('jobs.jobID', 'in', jobIDs)
    .execute();
}

/** A business's jobs that start from the given moment on, soonest first: what its calendar feed holds. */
export function listJobsOfBusinessFrom(db: Db, businessID: number, from: string) {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('jobBusinessID', '=', businessID)
    .where('jobStartDateTime', '>=', from)
    .orderBy('jobStartDateTime')
    .orderBy('jobID')
    .execute();
}

/**
 * The business's jobs with something waiting for it: applicants of a job still to come (the soonest
 * `limit`), hours to decide on, a worker's answer since `answeredSince` on a shift still to come: no more
 * than `limit` of each. Each part is found through an index of what waits (migrations 2026-11-30T05-00 and
 * 06-00), never among all the business's history, and the coming jobs in the order they start.
 */
export function jobIDsWaitingForBusinessQuery(
  db: Db,
  businessID: number,
  { now, answeredSince, limit }: { now: string; answeredSince: string; limit: number },
) {
  const applicantsOfComingJobs = db
    .selectFrom('jobs')
    .select('jobs.jobID')
    .where('jobs.jobBusinessID', '=', businessID)
    .where('jobs.jobStartDateTime', '>', now)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('job_applications')
          .select('job_applications.jobApplicationID')
          .whereRef('job_applications.jobApplicationJobID', '=', 'jobs.jobID')
          .where('job_applications.jobApplicationStatus', '=', 'pending'),
      ),
    )
    .orderBy('jobs.jobStartDateTime')
    .limit(limit);
  // written out, so that the database sees the partial index's own condition
  const awaitingBusiness = sql<boolean>`${sql.ref('jobApplicationHoursStatus')} in (${sql.join(
    HOURS_AWAITING_BUSINESS.map((status) => sql.lit(status)),
  )})`;
  const hoursToDecide = db
    .selectFrom('job_applications')
    .select('jobApplicationJobID as jobID')
    .where('jobSnapshotBusinessID', '=', businessID)
    .where(awaitingBusiness)
    .limit(limit);
  const answersOfComingShifts = db
    .selectFrom('job_applications')
    .select('jobApplicationJobID as jobID')
    .where('jobSnapshotBusinessID', '=', businessID)
    .where('jobApplicationAgreedStartDateTime', '>', now)
    .where('jobApplicationUpdatedDateTime', '>=', answeredSince)
    .limit(limit);
  // a compound query takes one limit, at its end: each part is a subquery of its own
  const idsOf = <A extends string>(part: AliasedSelectQueryBuilder<{ jobID: number }, A>) =>
    db.selectFrom(part).selectAll();
  return idsOf(applicantsOfComingJobs.as('coming'))
    .union(idsOf(hoursToDecide.as('hours')))
    .union(idsOf(answersOfComingShifts.as('answers')));
}
