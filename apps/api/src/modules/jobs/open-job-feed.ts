import type { Kysely } from 'kysely';
import type { Database, JobRow } from '../../db/database';
import { toBrusselsDateTime } from '../../lib/clock';
import { readAfterNow } from '../../lib/read-after-now';
import { createJobRowCache } from './job-row-cache';
import { type OpenJobEntry, type OpenJobIndex, openJobIndexLoader } from './open-job-index';

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

const CHANGES_PER_READ = 5000;
const JOBS_PER_READ = 500;
const JOBS_PER_LOAD = 5000;
// job_changes keeps a day (pruneJobChanges); a server that has not read them for this long starts afresh
const RELOAD_AFTER_MS = 6 * 3_600_000;

export interface OpenJobFeed {
  /** The index with every change committed before the call, and the number of the last change in it. */
  current(): Promise<{ index: OpenJobIndex; version: number }>;
  /** The rows of these jobs (any status) as of the last change read, those that exist, in this order. */
  rowsOf(jobIDs: number[]): Promise<JobRow[]>;
}

/**
 * Keeps this server's open-job index (open-job-index.ts) equal to the database: it loads the open
 * jobs once, then before each search reads the job changes written since (migration 17, by triggers,
 * from this or any other server) and reloads those jobs. Concurrent searches share one read. The
 * rows of the jobs pages show are kept too, and dropped with each change read.
 */
export function createOpenJobFeed(db: Kysely<Database>): OpenJobFeed {
  const rowCache = createJobRowCache(db);
  let index: OpenJobIndex | undefined;
  let version = 0;
  let readAt = 0;

  /** Every open job, read in pages along the primary key and kept as columns page by page, so the rows in memory at once stay few. */
  async function loadAll() {
    const latest = await db
      .selectFrom('job_changes')
      .select((eb) => eb.fn.max('changeID').as('changeID'))
      .executeTakeFirst();
    const now = toBrusselsDateTime(new Date());
    const loader = openJobIndexLoader();
    for (let lastID = 0; ; ) {
      const rows = await db
        .selectFrom('jobs')
        .select(ENTRY_COLUMNS)
        .where('jobStatus', '=', 'active')
        .where('jobStartDateTime', '>', now)
        .where('jobID', '>', lastID)
        .orderBy('jobID')
        .limit(JOBS_PER_LOAD)
        .execute();
      loader.add(rows);
      if (rows.length < JOBS_PER_LOAD) break;
      lastID = rows.at(-1)!.jobID;
    }
    index = loader.finish();
    version = Number(latest?.changeID ?? 0);
    rowCache.forgetAll();
  }

  async function applyChanges(current: OpenJobIndex) {
    for (;;) {
      const changes = await db
        .selectFrom('job_changes')
        .select(['changeID', 'jobID'])
        .where('changeID', '>', version)
        .orderBy('changeID')
        .limit(CHANGES_PER_READ)
        .execute();
      if (changes.length === 0) return;
      const jobIDs = [...new Set(changes.map((change) => change.jobID))];
      for (let from = 0; from < jobIDs.length; from += JOBS_PER_READ) {
        const batch = jobIDs.slice(from, from + JOBS_PER_READ);
        const entries = await db
          .selectFrom('jobs')
          .select(ENTRY_COLUMNS)
          .where('jobID', 'in', batch)
          .where('jobStatus', '=', 'active')
          .execute();
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

  async function read() {
    const startedAt = Date.now();
    if (!index || startedAt - readAt > RELOAD_AFTER_MS) await loadAll();
    else await applyChanges(index);
    readAt = startedAt;
  }

  const readFresh = readAfterNow(read);

  return {
    async current() {
      await readFresh();
      return { index: index!, version };
    },
    rowsOf: rowCache.rowsOf,
  };
}

/** Job changes older than a day have been read by every running server (see RELOAD_AFTER_MS). */
export async function pruneJobChanges(db: Kysely<Database>, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
  await db.deleteFrom('job_changes').where('changedAt', '<', dayAgo).execute();
}
