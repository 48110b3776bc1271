import type { Kysely, Transaction } from 'kysely';
import type { Database, JobUpdate, NewJob } from '../../db/database';
import { toBrusselsDateTime } from '../../lib/clock';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertJob(db: Db, job: NewJob) {
  const { jobID } = await db.insertInto('jobs').values(job).returning('jobID').executeTakeFirstOrThrow();
  return jobID;
}

export function updateJob(db: Db, jobID: number, changes: JobUpdate) {
  return db.updateTable('jobs').set(changes).where('jobID', '=', jobID).execute();
}

/** Deletes the job and remembers its id (call inside a transaction). */
export async function deleteJob(db: Db, jobID: number, now: string) {
  await db.deleteFrom('jobs').where('jobID', '=', jobID).execute();
  await db.insertInto('deleted_jobs').values({ jobID, deletedAt: now }).execute();
}

/**
 * One more accepted worker if a place is free, and the job is filled when the last place goes. One
 * conditional statement: of two accepts racing for the last place exactly one gets it.
 */
export async function takeJobPlace(db: Db, jobID: number): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set((eb) => ({
      jobAcceptedCount: eb('jobAcceptedCount', '+', 1),
      jobStatus: eb
        .case()
        .when(eb(eb('jobAcceptedCount', '+', 1), '>=', eb.ref('jobPlaces')))
        .then('filled')
        .else(eb.ref('jobStatus'))
        .end(),
    }))
    .where('jobID', '=', jobID)
    .whereRef('jobAcceptedCount', '<', 'jobPlaces')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Finds the started jobs through jobs_open_start_idx (migration 25), without reading the others. */
export function expireStartedJobsQuery(db: Db, now: Date) {
  return db
    .updateTable('jobs')
    .set({ jobStatus: 'expired' })
    .where('jobStatus', '=', 'active')
    .where('jobStartDateTime', '<=', toBrusselsDateTime(now));
}
