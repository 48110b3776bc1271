import type { Insertable, Kysely } from 'kysely';
import type { PresenceChecksTable } from '../../db/application-tables';
import type { Database } from '../../db/database';

type Db = Kysely<Database>;

/** Appends one record to the presence log: the log has no update (its trigger refuses one). */
export function appendCheck(db: Db, check: Insertable<PresenceChecksTable>) {
  return db.insertInto('presence_checks').values(check).returning('checkID').executeTakeFirstOrThrow();
}

const withRecorder = (db: Db) =>
  db
    .selectFrom('presence_checks')
    .leftJoin('users', 'users.userID', 'presence_checks.checkRecordedByUserID')
    .selectAll('presence_checks')
    .select(['users.userFirstName', 'users.userLastName']);

/** A shift's log, oldest first, with the name of whoever made each record. */
export function checksOfApplication(db: Db, jobApplicationID: number) {
  return withRecorder(db).where('checkApplicationID', '=', jobApplicationID).orderBy('checkID').execute();
}

/** The logs of a job's shifts, for the venue's screen. */
export function checksOfJob(db: Db, jobID: number) {
  return withRecorder(db).where('checkJobID', '=', jobID).orderBy('checkID').execute();
}

/** The business's checks whose moment lies within [from, until], by shift and time, for the export. */
export function checksOfBusiness(db: Db, businessID: number, from: string, until: string) {
  return withRecorder(db)
    .innerJoin('job_applications', 'job_applications.jobApplicationID', 'presence_checks.checkApplicationID')
    .innerJoin('users as workers', 'workers.userID', 'job_applications.jobApplicationUserID')
    .select([
      'workers.userFirstName as workerFirstName',
      'workers.userLastName as workerLastName',
      'job_applications.jobSnapshotTitle',
      'job_applications.jobApplicationRegime',
      'job_applications.jobApplicationAgreedStartDateTime',
      'job_applications.jobApplicationAgreedEndDateTime',
    ])
    .where('job_applications.jobSnapshotBusinessID', '=', businessID)
    .where('presence_checks.checkedAt', '>=', from)
    .where('presence_checks.checkedAt', '<=', until)
    .orderBy('presence_checks.checkApplicationID')
    .orderBy('presence_checks.checkID')
    .execute();
}

/** The booked workers of a job (accepted), for the venue's screen. */
export function bookedWorkersOfJob(db: Db, jobID: number) {
  return db
    .selectFrom('job_applications')
    .innerJoin('users', 'users.userID', 'job_applications.jobApplicationUserID')
    .select([
      'jobApplicationID',
      'jobApplicationRegime',
      'jobApplicationContractRiskAcceptedDateTime',
      'users.userFirstName',
      'users.userLastName',
    ])
    .where('jobApplicationJobID', '=', jobID)
    .where('jobApplicationStatus', '=', 'accepted')
    .orderBy('users.userFirstName')
    .execute();
}

/** The worker's booked application for a job, if she has one. */
export function bookedApplication(db: Db, jobID: number, userID: number) {
  return db
    .selectFrom('job_applications')
    .select('jobApplicationID')
    .where('jobApplicationJobID', '=', jobID)
    .where('jobApplicationUserID', '=', userID)
    .where('jobApplicationStatus', '=', 'accepted')
    .executeTakeFirst();
}

/** The moments the check-in sweep marks once it has told someone, each once. */
export type CheckInMark =
  | 'jobApplicationCheckInReminderSentDateTime'
  | 'jobApplicationNoCheckInAlertSentDateTime';

/**
 * Booked shifts starting (as agreed) after `from` and by `until`, not yet marked; with `withoutCheckIn`,
 * only those nobody checked in for.
 */
export function shiftsToSignal(
  db: Db,
  mark: CheckInMark,
  from: string,
  until: string,
  withoutCheckIn = false,
) {
  let query = db
    .selectFrom('job_applications')
    .select('jobApplicationID')
    .where('jobApplicationStatus', '=', 'accepted')
    .where(mark, 'is', null)
    .where('jobApplicationAgreedStartDateTime', '>', from)
    .where('jobApplicationAgreedStartDateTime', '<=', until);
  if (withoutCheckIn)
    query = query.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('presence_checks')
            .select('checkID')
            .whereRef('checkApplicationID', '=', 'job_applications.jobApplicationID')
            .where('checkKind', '=', 'in'),
        ),
      ),
    );
  return query.limit(200).execute();
}

/** Marks a signal as sent, in one conditional update: a second pass (or process) finds it marked. */
export async function markSignalOnce(db: Db, jobApplicationID: number, mark: CheckInMark, now: string) {
  const result = await db
    .updateTable('job_applications')
    .set({ [mark]: now })
    .where('jobApplicationID', '=', jobApplicationID)
    .where(mark, 'is', null)
    .where('jobApplicationStatus', '=', 'accepted')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
