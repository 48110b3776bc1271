import type { ChangedBy } from '@jobbel/shared/shifts/shift.constants';
import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type {
  Database,
  JobApplicationRow,
  JobApplicationStatus,
  JobApplicationsTable,
} from '../../db/database';
import { afterMoment, type MomentCursor } from '../../lib/moment-cursor';

type Db = Kysely<Database> | Transaction<Database>;

export function insertApplication(db: Db, application: Insertable<JobApplicationsTable>) {
  return db
    .insertInto('job_applications')
    .values(application)
    .returning('jobApplicationID')
    .executeTakeFirstOrThrow();
}

/** A new application, unless the worker already has one for the job: then nothing, and undefined. */
export function insertApplicationUnlessThere(db: Db, application: Insertable<JobApplicationsTable>) {
  return db
    .insertInto('job_applications')
    .values(application)
    .onConflict((conflict) => conflict.columns(['jobApplicationJobID', 'jobApplicationUserID']).doNothing())
    .returning('jobApplicationID')
    .executeTakeFirst();
}

/**
 * A withdrawn or cancelled application becomes a new one: how it ended is kept in earlier_applications,
 * then the row is reset, in one conditional update from exactly the state that was read, so of two
 * parallel attempts one wins. Answers whether this one did.
 */
export async function reopenApplication(
  db: Db,
  earlier: JobApplicationRow,
  fresh: Updateable<JobApplicationsTable>,
): Promise<boolean> {
  let update = db
    .updateTable('job_applications')
    .set(fresh)
    .where('jobApplicationID', '=', earlier.jobApplicationID)
    .where('jobApplicationStatus', '=', earlier.jobApplicationStatus);
  update =
    earlier.jobApplicationUpdatedDateTime === null
      ? update.where('jobApplicationUpdatedDateTime', 'is', null)
      : update.where('jobApplicationUpdatedDateTime', '=', earlier.jobApplicationUpdatedDateTime);
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db
    .insertInto('earlier_applications')
    .values({
      earlierOfApplicationID: earlier.jobApplicationID,
      earlierUserID: earlier.jobApplicationUserID,
      earlierBusinessID: earlier.jobSnapshotBusinessID,
      earlierStatus: earlier.jobApplicationStatus,
      earlierChangedBy: earlier.jobApplicationChangedBy,
      earlierLateCancellation: Number(earlier.jobApplicationLateCancellation),
      earlierSettledDateTime: earlier.jobApplicationUpdatedDateTime,
    })
    .execute();
  return true;
}

/**
 * The terms a worker is booked on are the job's at the moment of this statement: run in the transaction
 * that accepts (or accepts a change), so a job edited meanwhile cannot slip in between.
 */
export async function recordAgreedTerms(db: Db, jobApplicationID: number) {
  await db
    .updateTable('job_applications')
    .set((eb) => {
      const ofJob = eb.selectFrom('jobs').whereRef('jobs.jobID', '=', 'job_applications.jobApplicationJobID');
      return {
        jobApplicationAgreedStartDateTime: ofJob.select('jobs.jobStartDateTime'),
        jobApplicationAgreedEndDateTime: ofJob.select('jobs.jobEndDateTime'),
        jobApplicationAgreedLocation: ofJob.select('jobs.jobLocation'),
        jobApplicationAgreedWagePerHour: ofJob.select('jobs.jobWagePerHour'),
        jobApplicationAgreedBreakMinutes: ofJob.select('jobs.jobBreakMinutes'),
        jobApplicationChangeProposedDateTime: null,
      };
    })
    .where('jobApplicationID', '=', jobApplicationID)
    .execute();
}

export function findApplicationById(db: Db, jobApplicationID: number) {
  return db
    .selectFrom('job_applications')
    .selectAll()
    .where('jobApplicationID', '=', jobApplicationID)
    .executeTakeFirst();
}

export function findApplication(db: Db, jobID: number, userID: number) {
  return db
    .selectFrom('job_applications')
    .selectAll()
    .where('jobApplicationJobID', '=', jobID)
    .where('jobApplicationUserID', '=', userID)
    .executeTakeFirst();
}

/** Which of a worker's applications to list (ownApplicationsQuerySchema); all of them when empty. */
export interface OwnApplicationsFilter {
  /** newest first after this one */
  after?: MomentCursor;
  limit?: number;
  jobID?: number;
  /** shifts starting on or after the first and before the second, first first */
  startsWithin?: { from: string; before: string };
}

/** Newest first unless asked by start, when the jobs are joined for their start (a job deleted is left out). */
export function listApplicationsOfUser(db: Db, userID: number, filter: OwnApplicationsFilter = {}) {
  const { after, startsWithin } = filter;
  let query = db
    .selectFrom('job_applications')
    .selectAll('job_applications')
    .where('jobApplicationUserID', '=', userID)
    .$if(startsWithin !== undefined, (byStart) =>
      byStart
        .innerJoin('jobs', 'jobs.jobID', 'job_applications.jobApplicationJobID')
        .where('jobs.jobStartDateTime', '>=', startsWithin!.from)
        .where('jobs.jobStartDateTime', '<', startsWithin!.before)
        .orderBy('jobs.jobStartDateTime'),
    );
  if (filter.jobID !== undefined) query = query.where('jobApplicationJobID', '=', filter.jobID);
  if (after)
    query = query.where((eb) => afterMoment(eb, 'jobApplicationDateTime', 'jobApplicationID', after));
  query = query.orderBy('jobApplicationDateTime', 'desc').orderBy('jobApplicationID', 'desc');
  return filter.limit === undefined ? query.execute() : query.limit(filter.limit).execute();
}

/** How many applications a worker has made (and not had erased). */
export async function countApplicationsOfUser(db: Db, userID: number): Promise<number> {
  const { made } = await db
    .selectFrom('job_applications')
    .select((eb) => eb.fn.countAll<number>().as('made'))
    .where('jobApplicationUserID', '=', userID)
    .executeTakeFirstOrThrow();
  return Number(made);
}

/** A page of a job's applications, newest first after the cursor: read in order by the job's index. */
export function listApplicationsOfJob(db: Db, jobID: number, page: { after?: MomentCursor; limit: number }) {
  const { after } = page;
  let query = db.selectFrom('job_applications').selectAll().where('jobApplicationJobID', '=', jobID);
  if (after)
    query = query.where((eb) => afterMoment(eb, 'jobApplicationDateTime', 'jobApplicationID', after));
  return query
    .orderBy('jobApplicationDateTime', 'desc')
    .orderBy('jobApplicationID', 'desc')
    .limit(page.limit)
    .execute();
}

/** How many applications a job has had (and not had erased). */
export async function countApplicationsOfJob(db: Db, jobID: number): Promise<number> {
  const { made } = await db
    .selectFrom('job_applications')
    .select((eb) => eb.fn.countAll<number>().as('made'))
    .where('jobApplicationJobID', '=', jobID)
    .executeTakeFirstOrThrow();
  return Number(made);
}

/** The applications to these jobs in brief, with their applicants' names: one read by the jobs' index. */
export function applicationBriefsOfJobs(db: Db, jobIDs: number[]) {
  return db
    .selectFrom('job_applications')
    .leftJoin('users', 'users.userID', 'job_applications.jobApplicationUserID')
    .select([
      'jobApplicationID',
      'jobApplicationJobID',
      'jobApplicationStatus',
      'jobApplicationHoursStatus',
      'jobApplicationChangeDeclined',
      'jobApplicationChangedBy',
      'jobApplicationUpdatedDateTime',
      'users.userFirstName',
      'users.userLastName',
    ])
    .where('jobApplicationJobID', 'in', jobIDs)
    .orderBy('jobApplicationDateTime', 'desc')
    .orderBy('jobApplicationID', 'desc')
    .execute();
}

export type ApplicationBriefRow = Awaited<ReturnType<typeof applicationBriefsOfJobs>>[number];

/** Check and write in one statement: of two racing decisions exactly one finds the application pending. */
export async function decidePendingApplication(
  db: Db,
  jobApplicationID: number,
  status: JobApplicationStatus,
  by: ChangedBy,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('job_applications')
    .set({ jobApplicationStatus: status, jobApplicationUpdatedDateTime: at, jobApplicationChangedBy: by })
    .where('jobApplicationID', '=', jobApplicationID)
    .where('jobApplicationStatus', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A job that goes away ends its open applications: pending and accepted become cancelled in one
 * statement. Answers the accepted workers, who lose a shift and are told.
 */
export async function cancelOpenApplicationsOfJob(db: Db, jobID: number, at: string) {
  const accepted = await db
    .selectFrom('job_applications')
    .innerJoin('users', 'users.userID', 'job_applications.jobApplicationUserID')
    .select(['users.userID', 'users.userEmail', 'users.userFirstName', 'users.userLanguage'])
    .where('jobApplicationJobID', '=', jobID)
    .where('jobApplicationStatus', '=', 'accepted')
    .execute();
  await db
    .updateTable('job_applications')
    .set({
      jobApplicationStatus: 'cancelled',
      jobApplicationUpdatedDateTime: at,
      jobApplicationChangedBy: 'business',
    })
    .where('jobApplicationJobID', '=', jobID)
    .where('jobApplicationStatus', 'in', ['pending', 'accepted'])
    .execute();
  return accepted;
}
