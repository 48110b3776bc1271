import type { Kysely, Transaction } from 'kysely';
import type { Database, JobRow } from '../../db/database';

/**
 * The job now lies between start and end (ended: expired, as the expiry would have made it); its booked
 * workers stay booked on it where it now lies.
 */
export async function moveBookedJob(
  db: Kysely<Database>,
  job: JobRow,
  start: string,
  end: string,
  { ended }: { ended: boolean },
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('jobs')
      .set({
        jobStartDateTime: start,
        jobEndDateTime: end,
        jobStatus: ended && job.jobStatus === 'active' ? 'expired' : job.jobStatus,
      })
      .where('jobID', '=', job.jobID)
      .execute();
    await trx
      .updateTable('job_applications')
      .set({ jobApplicationAgreedStartDateTime: start, jobApplicationAgreedEndDateTime: end })
      .where('jobApplicationJobID', '=', job.jobID)
      .where('jobApplicationStatus', '=', 'accepted')
      .execute();
  });
}

/** A notice for each of these users, as many events in one busy moment would leave (the bell bench). */
export async function insertNotices(
  db: Kysely<Database> | Transaction<Database>,
  userIDs: number[],
  at: string,
) {
  for (let start = 0; start < userIDs.length; start += 500)
    await db
      .insertInto('notifications')
      .values(
        userIDs.slice(start, start + 500).map((userID) => ({
          notificationUserID: userID,
          notificationKind: 'myData' as const,
          notificationTitle: 'Bench',
          notificationBody: 'Bench',
          notificationLink: '/dashboard',
          notificationCreatedDateTime: at,
        })),
      )
      .execute();
}
