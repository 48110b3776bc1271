import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database, JobRow } from '../../db/database';
import { jobsByIdsQuery } from './job-search.repository';

// about 2.3 KB each (11 MB): more than half the rows distinct searches show come from here (bench database)
const ROWS_KEPT = 5000;
// jobs whose rows were read once lately: a row is kept when it is read the second time
const ROWS_WATCHED = 20_000;

export interface JobRowCache {
  /** The rows of these jobs that exist, from memory where it holds them and the database otherwise. */
  rowsOf(jobIDs: number[]): Promise<JobRow[]>;
  /** These jobs changed: their kept rows are dropped. */
  forget(jobIDs: Iterable<number>): void;
  forgetAll(): void;
}

/**
 * Rows of jobs pages showed more than once lately, so the next page showing them needs no database
 * read (on PostgreSQL a round trip). The open-job feed drops a job's row as soon as it reads the job's
 * change, from this or any other server; a read that overlapped a drop keeps nothing, because it may
 * predate the change.
 */
export function createJobRowCache(db: Kysely<Database>): JobRowCache {
  const kept = new LRUCache<number, JobRow>({ max: ROWS_KEPT });
  // Keeping every row read replaced the kept rows every few seconds under distinct searches: each
  // outlived the young generation and had to wait for a full collection (one every 5 s at 200
  // searches/s). The rows shown again are mostly the same newest jobs, so rows shown once are not kept.
  const readOnce = new LRUCache<number, true>({ max: ROWS_WATCHED });
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
          if (drops !== dropsBefore) continue;
          if (readOnce.delete(row.jobID)) kept.set(row.jobID, row);
          else readOnce.set(row.jobID, true);
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
