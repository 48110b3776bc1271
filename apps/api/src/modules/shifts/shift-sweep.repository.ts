import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';

type Db = Kysely<Database> | Transaction<Database>;

// one pass takes this many of each kind; the next pass takes the rest
const BATCH = 200;

/** The moments the sweep marks once it has sent the mail of that kind. */
export type SweepMark =
  | 'jobApplicationReminderSentDateTime'
  | 'jobApplicationHoursRequestSentDateTime'
  | 'jobApplicationHoursWarningSentDateTime';

function acceptedShifts(db: Db) {
  return db
    .selectFrom('job_applications')
    .innerJoin('jobs', 'jobs.jobID', 'job_applications.jobApplicationJobID')
    .selectAll('job_applications')
    .where('job_applications.jobApplicationStatus', '=', 'accepted')
    .limit(BATCH);
}

/** Booked shifts starting (as agreed) after `from` and by `until` whose worker was not reminded yet. */
export function shiftsToRemind(db: Db, from: string, until: string) {
  return acceptedShifts(db)
    .where('job_applications.jobApplicationReminderSentDateTime', 'is', null)
    .where('job_applications.jobApplicationAgreedStartDateTime', '>', from)
    .where('job_applications.jobApplicationAgreedStartDateTime', '<=', until)
    .execute();
}

/** Booked shifts that ended (as agreed) after `since` and by `until`, whose worker was not asked for hours yet. */
export function shiftsToAskHoursOf(db: Db, since: string, until: string) {
  return acceptedShifts(db)
    .where('job_applications.jobApplicationHoursRequestSentDateTime', 'is', null)
    .where('job_applications.jobApplicationHoursStatus', 'is', null)
    .where('job_applications.jobApplicationAgreedEndDateTime', '<=', until)
    .where('job_applications.jobApplicationAgreedEndDateTime', '>', since)
    .execute();
}

/** Hours the worker confirmed by `submittedBy` that the business has not handled. */
export function hoursWaitingSince(db: Db, submittedBy: string, { notWarned = false } = {}) {
  let query = acceptedShifts(db)
    .where('job_applications.jobApplicationHoursStatus', '=', 'submitted')
    .where('job_applications.jobApplicationHoursSubmittedDateTime', '<=', submittedBy);
  if (notWarned) query = query.where('job_applications.jobApplicationHoursWarningSentDateTime', 'is', null);
  return query.execute();
}

/** Marks a mail as sent, unless a second sweep did first: whether this one did. */
export async function markSentOnce(db: Db, jobApplicationID: number, mark: SweepMark, now: string) {
  const result = await db
    .updateTable('job_applications')
    .set({ [mark]: now })
    .where('jobApplicationID', '=', jobApplicationID)
    .where(mark, 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
