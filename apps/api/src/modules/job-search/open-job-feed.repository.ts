import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { OpenJobEntry } from './open-job-entry';

// what the open-job index keeps of a job
const ENTRY_COLUMNS = [
  'jobID',
  'jobAddedDateTime',
  'jobStartDateTime',
  'jobType',
  'jobHours',
  'jobLocationKey',
  'jobLatitude',
  'jobLongitude',
  'jobSearchText',
] as const satisfies readonly (keyof OpenJobEntry)[];

/** The number of the last job change, 0 before the first. */
export async function lastJobChange(db: Kysely<Database>): Promise<number> {
  const latest = await db
    .selectFrom('job_changes')
    .select((eb) => eb.fn.max('changeID').as('changeID'))
    .executeTakeFirst();
  return Number(latest?.changeID ?? 0);
}

/** A page of the jobs open at `now`, after `afterJobID` along the primary key. */
export function openJobEntriesAfter(db: Kysely<Database>, now: string, afterJobID: number, limit: number) {
  return db
    .selectFrom('jobs')
    .select(ENTRY_COLUMNS)
    .where('jobStatus', '=', 'active')
    .where('jobStartDateTime', '>', now)
    .where('jobID', '>', afterJobID)
    .orderBy('jobID')
    .limit(limit)
    .execute();
}

/** The job changes after `afterChangeID`, oldest first. */
export function jobChangesAfter(db: Kysely<Database>, afterChangeID: number, limit: number) {
  return db
    .selectFrom('job_changes')
    .select(['changeID', 'jobID'])
    .where('changeID', '>', afterChangeID)
    .orderBy('changeID')
    .limit(limit)
    .execute();
}

/** The index entries of those of these jobs that are active. */
export function activeJobEntries(db: Kysely<Database>, jobIDs: number[]) {
  return db
    .selectFrom('jobs')
    .select(ENTRY_COLUMNS)
    .where('jobID', 'in', jobIDs)
    .where('jobStatus', '=', 'active')
    .execute();
}

/** Job changes older than a day have been read by every running server (open-job-feed.ts). */
export async function pruneJobChanges(db: Kysely<Database>, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
  await db.deleteFrom('job_changes').where('changedAt', '<', dayAgo).execute();
}
