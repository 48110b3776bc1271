import type { Kysely, Transaction } from 'kysely';
import type { Database, JobUpdate, NewJob } from '../../db/database';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertJob(db: Db, job: NewJob) {
  const { jobID } = await db.insertInto('jobs').values(job).returning('jobID').executeTakeFirstOrThrow();
  return jobID;
}

export function updateJob(db: Db, jobID: number, changes: JobUpdate) {
  return db.updateTable('jobs').set(changes).where('jobID', '=', jobID).execute();
}

export function deleteJob(db: Db, jobID: number) {
  return db.deleteFrom('jobs').where('jobID', '=', jobID).execute();
}
