import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database, JobRow } from '../../db/database';
import { jobsByIdsQuery } from './jobs.repository';

// about 1.1 KB each (5.5 MB): half the rows distinct searches show are among the last 5,000 shown
const ROWS_KEPT = 5000;

export interface JobRowCache {
  /** The rows of these jobs that exist, from memory where it holds them and the database otherwise. */
  rowsOf(jobIDs: number[]): Promise<JobRow[]>;
  /** These jobs changed: their kept rows are dropped. */
  forget(jobIDs: Iterable<number>): void;
  forgetAll(): void;
}

/**
 * Rows of jobs pages showed, so the next page showing them needs no database read (on PostgreSQL a
 * round trip). The open-job feed drops a job's row as soon as it reads the job's change, from this or
 * any other server; a read that overlapped a drop keeps nothing, because it may predate the change.
 */
export function createJobRowCache(db: Kysely<Database>): JobRowCache {
  const kept = new LRUCache<number, JobRow>({ max: ROWS_KEPT });
  let drops = 0;

  return {
    async rowsOf(jobIDs) {
      const found = new Map<number, JobRow>();
      const missing: number[] = [];
      for (const jobID of jobIDs) {
        const row = kept.get(jobID);
        if (row) found.set(jobID, row);
        else missing.push(jobID);
      }
      if (missing.length > 0) {
        const dropsBefore = drops;
        for (const row of await jobsByIdsQuery(db, missing).execute()) {
          found.set(row.jobID, row);
          if (drops === dropsBefore) kept.set(row.jobID, row);
        }
      }
      // a job deleted meanwhile is left out
      return jobIDs.flatMap((jobID) => found.get(jobID) ?? []);
    },
    forget(jobIDs) {
      drops += 1;
      for (const jobID of jobIDs) kept.delete(jobID);
    },
    forgetAll() {
      drops += 1;
      kept.clear();
    },
  };
}
