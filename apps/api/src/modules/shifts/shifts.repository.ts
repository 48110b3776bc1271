import type { HoursStatus, NoShowState } from '@jobbel/shared/shifts/shift.constants';
import type { Kysely, Transaction, Updateable } from 'kysely';
import type {
  Database,
  JobApplicationStatus,
  JobApplicationsTable,
  RatingBy,
  RatingRow,
} from '../../db/database';

type Db = Kysely<Database> | Transaction<Database>;

/** The state an application must still be in for a transition; hoursStatus null means 'no hours yet'. */
export interface ExpectedState {
  status: JobApplicationStatus;
  hoursStatus?: HoursStatus | null;
  noShowState?: NoShowState;
  /** the proposed change as read: the worker answers it once */
  changeProposedAt?: string | null;
}

/**
 * Check and write in one statement: of two racing transitions from the same state exactly one finds
 * the application still in it. Answers whether this one did.
 */
export async function moveApplication(
  db: Db,
  jobApplicationID: number,
  expected: ExpectedState,
  changes: Updateable<JobApplicationsTable>,
): Promise<boolean> {
  let update = db
    .updateTable('job_applications')
    .set(changes)
    .where('jobApplicationID', '=', jobApplicationID)
    .where('jobApplicationStatus', '=', expected.status);
  if (expected.hoursStatus === null) update = update.where('jobApplicationHoursStatus', 'is', null);
  else if (expected.hoursStatus)
    update = update.where('jobApplicationHoursStatus', '=', expected.hoursStatus);
  if (expected.noShowState) update = update.where('jobApplicationNoShowState', '=', expected.noShowState);
  if (expected.changeProposedAt === null)
    update = update.where('jobApplicationChangeProposedDateTime', 'is', null);
  else if (expected.changeProposedAt)
    update = update.where('jobApplicationChangeProposedDateTime', '=', expected.changeProposedAt);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A cancelled worker frees their place: a filled job that has not started is open again. */
export async function releaseJobPlace(db: Db, jobID: number, now: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set((eb) => ({
      jobAcceptedCount: eb('jobAcceptedCount', '-', 1),
      jobStatus: eb
        .case()
        .when(eb.and([eb('jobStatus', '=', 'filled'), eb('jobStartDateTime', '>', now)]))
        .then('active')
        .else(eb.ref('jobStatus'))
        .end(),
    }))
    .where('jobID', '=', jobID)
    .where('jobAcceptedCount', '>', 0)
    .execute();
}

export function ratingsOfApplications(db: Db, jobApplicationIDs: number[]): Promise<RatingRow[]> {
  if (jobApplicationIDs.length === 0) return Promise.resolve([]);
  return db.selectFrom('ratings').selectAll().where('ratingApplicationID', 'in', jobApplicationIDs).execute();
}

export function insertRating(
  db: Db,
  rating: {
    ratingApplicationID: number;
    ratingBy: RatingBy;
    ratingStars: number;
    ratingComment: string | null;
    ratingDateTime: string;
  },
) {
  return db.insertInto('ratings').values(rating).execute();
}

/** The workers booked on a job (accepted applications). */
export function listAcceptedApplicationsOfJob(db: Db, jobID: number) {
  return db
    .selectFrom('job_applications')
    .selectAll()
    .where('jobApplicationJobID', '=', jobID)
    .where('jobApplicationStatus', '=', 'accepted')
    .execute();
}

/** A change of the booked terms waits for the worker's yes from now on. */
export function markChangeProposed(db: Db, jobApplicationID: number, now: string) {
  return db
    .updateTable('job_applications')
    .set({ jobApplicationChangeProposedDateTime: now })
    .where('jobApplicationID', '=', jobApplicationID)
    .execute();
}
