import type { Kysely } from 'kysely';
import type { Database, JobRow } from '../../db/database';
import { brusselsNow } from '../../lib/clock';
import type { ChangeNumbers, ReadChangeNumbers } from '../../plugins/change-numbers';
import { createJobRowCache } from './job-row-cache';
import {
  activeJobEntries,
  jobChangesAfter,
  lastJobChange,
  openJobEntriesAfter,
} from './open-job-feed.repository';
import { type OpenJobIndex, openJobIndexLoader } from './open-job-index';

const CHANGES_PER_READ = 5000;
const JOBS_PER_READ = 500;
const JOBS_PER_LOAD = 5000;
// job_changes keeps a day (pruneJobChanges); a server that has not checked them for this long starts afresh
const RELOAD_AFTER_MS = 6 * 3_600_000;

export interface OpenJobFeed {
  /**
   * The index with every job change up to `lastJobChange` (the caller's, read after its request
   * arrived; else read now), and the number of the last change in it.
   */
  current(numbers?: Pick<ChangeNumbers, 'lastJobChange'>): Promise<{ index: OpenJobIndex; version: number }>;
  /** The rows of these jobs (any status) as of the last change read, those that exist, in this order. */
  rowsOf(jobIDs: number[]): Promise<JobRow[]>;
}

/**
 * Keeps this server's open-job index (open-job-index.ts) equal to the database: it loads the open
 * jobs once, then whenever a search brings a later job change number than the index holds, reads the
 * job changes written since (migration 17, by triggers, from this or any other server) and reloads
 * those jobs; concurrent searches share that read. The rows of the jobs pages show are kept too, and
 * dropped with each change read.
 */
export function createOpenJobFeed(db: Kysely<Database>, readChangeNumbers: ReadChangeNumbers): OpenJobFeed {
  const rowCache = createJobRowCache(db);
  let index: OpenJobIndex | undefined;
  let version = 0;
  let checkedAt = 0;
  let reloadDue = false;
  let catchingUp: Promise<void> | undefined;

  /** Every open job, read in pages along the primary key and kept as columns page by page, so the rows in memory at once stay few. */
  async function loadAll() {
    const latest = await lastJobChange(db);
    const now = brusselsNow();
    const loader = openJobIndexLoader();
    for (let lastID = 0; ; ) {
      const rows = await openJobEntriesAfter(db, now, lastID, JOBS_PER_LOAD);
      loader.add(rows);
      if (rows.length < JOBS_PER_LOAD) break;
      lastID = rows.at(-1)!.jobID;
    }
    index = loader.finish();
    version = latest;
    rowCache.forgetAll();
  }

  async function applyChanges(current: OpenJobIndex) {
    for (;;) {
      const changes = await jobChangesAfter(db, version, CHANGES_PER_READ);
      if (changes.length === 0) return;
      const jobIDs = [...new Set(changes.map((change) => change.jobID))];
      for (let from = 0; from < jobIDs.length; from += JOBS_PER_READ) {
        const batch = jobIDs.slice(from, from + JOBS_PER_READ);
        const entries = await activeJobEntries(db, batch);
        const active = new Map(entries.map((entry) => [entry.jobID, entry]));
        for (const jobID of batch) {
          const entry = active.get(jobID);
          if (entry) current.put(entry);
          else current.remove(jobID);
        }
        rowCache.forget(batch);
      }
      version = Number(changes.at(-1)!.changeID);
      if (changes.length < CHANGES_PER_READ) return;
    }
  }

  async function catchUp() {
    if (!index || reloadDue) {
      await loadAll();
      reloadDue = false;
    } else await applyChanges(index);
  }

  return {
    async current(numbers) {
      const { lastJobChange } = numbers ?? (await readChangeNumbers());
      const now = Date.now();
      if (now - checkedAt > RELOAD_AFTER_MS) reloadDue = true;
      checkedAt = now;
      // a catch-up under way may have started before the caller's number was written: then one more
      while (!index || reloadDue || version < lastJobChange) {
        catchingUp ??= catchUp().finally(() => {
          catchingUp = undefined;
        });
        await catchingUp;
      }
      return { index, version };
    },
    rowsOf: rowCache.rowsOf,
  };
}
