import type { Kysely } from 'kysely';
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
