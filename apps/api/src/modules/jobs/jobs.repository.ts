import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';

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
