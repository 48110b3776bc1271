import { JOB_NOT_AVAILABLE } from '@jobbel/shared/applications/application.schemas';
import { JOB_CURSOR_COLUMNS, JOB_TOTAL_COUNT_LIMIT } from '@jobbel/shared/jobs/job.constants';
import type { Job, JobListQuery, JobListResponse } from '@jobbel/shared/jobs/job.schemas';
import { encodeJobCursor } from '@jobbel/shared/jobs/job-cursor';
import type { Kysely } from 'kysely';
import type { ReadRows } from '../../db/create-db';
import type { Database, JobRow } from '../../db/database';
import { brusselsNow } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import type { ChangeNumbers } from '../../plugins/change-numbers';
import type { JobListCache } from '../../plugins/job-list-cache';
import { jobConditionsOf } from '../job-search/job-conditions';
import type { JobFilters } from '../job-search/job-filters';
import {
  countJobsUpToQuery,
  firstMatchingJobIdsQuery,
  listJobsAndOneMoreQuery,
} from '../job-search/job-search.repository';
import { type SearchArea, searchAreaOf } from '../job-search/job-search-area';
import { OPEN_JOB_ORDERS, type OpenJobOrder } from '../job-search/open-job-entry';
import type { OpenJobFeed } from '../job-search/open-job-feed';
import type { OpenJobIndex } from '../job-search/open-job-index';
import { distanceKm } from '../places/places';
import { toJobDto } from './jobs.mapper';
import { findJobById, wasJobDeleted } from './jobs.repository';

/** Where searches read from: reads that may take a while go through readRows (db/create-db.ts). */
export interface JobSearchContext {
  db: Kysely<Database>;
  readRows: ReadRows;
  cache: JobListCache;
  openJobs: OpenJobFeed;
}

/** Workers' searches, newest or soonest first, are answered by the open-job index in memory. */
function isOpenJobSearch(query: JobListQuery): query is JobListQuery & { order: OpenJobOrder } {
  return query.jobBusinessID === undefined && (OPEN_JOB_ORDERS as readonly string[]).includes(query.order);
}

async function pageFromIndex(
  search: JobSearchContext,
  index: OpenJobIndex,
  query: JobListQuery & { order: OpenJobOrder },
  filters: JobFilters,
  now: string,
): Promise<[JobRow[], number]> {
  const { pageIDs, counted } = index.search({
    conditions: jobConditionsOf(filters),
    order: query.order,
    now,
    direction: query.direction,
    after: query.after,
    offset: query.offset,
    pageSize: query.limit + 1,
    countLimit: JOB_TOTAL_COUNT_LIMIT + 1,
  });
  return [await search.openJobs.rowsOf(pageIDs), counted];
}

/** Matching jobs counted up to one past the limit: at most that many index entries are read. */
async function cachedBoundedTotal(
  search: JobSearchContext,
  filters: JobFilters,
  now: string,
  version: number,
) {
  const { db, readRows, cache } = search;
  const key = JSON.stringify([filters, now, version]);
  const cached = cache.totals.get(key);
  if (cached !== undefined) return cached;
  const [counted] = await readRows(countJobsUpToQuery(db, filters, now, JOB_TOTAL_COUNT_LIMIT + 1));
  const total = Number(counted?.total ?? 0);
  cache.totals.set(key, total);
  return total;
}

function nextCursor(query: JobListQuery, last: JobRow | undefined): string | null {
  const order = JOB_CURSOR_COLUMNS.find((column) => column === query.order);
  const value = order && last ? last[order] : null;
  return value === null || value === undefined ? null : encodeJobCursor({ value, id: last!.jobID });
}

function withDistance(job: Job, row: JobRow, area: SearchArea | undefined): Job {
  if (!area || row.jobLatitude === null || row.jobLongitude === null) return job;
  const km = distanceKm(area.centre, { latitude: row.jobLatitude, longitude: row.jobLongitude });
  return { ...job, jobDistanceKm: Math.round(km * 10) / 10 };
}

/**
 * A first page whose total is not known yet takes both from one ordered walk of the matching ids;
 * other pages read their rows after the cursor (or offset) and the total from the cache or a count.
 */
async function pageAndBoundedTotal(
  search: JobSearchContext,
  query: JobListQuery,
  filters: JobFilters,
  now: string,
  version: number,
): Promise<[JobRow[], number]> {
  const { db, readRows, cache } = search;
  const totalKey = JSON.stringify([filters, now, version]);
  if (query.after !== undefined || query.offset > 0 || cache.totals.has(totalKey)) {
    return Promise.all([
      readRows(listJobsAndOneMoreQuery(db, query, now)),
      cachedBoundedTotal(search, filters, now, version),
    ]);
  }
  const ids = (await readRows(firstMatchingJobIdsQuery(db, query, now, JOB_TOTAL_COUNT_LIMIT + 1))).map(
    (row) => row.jobID,
  );
  cache.totals.set(totalKey, ids.length);
  return [await search.openJobs.rowsOf(ids.slice(0, query.limit + 1)), ids.length];
}

async function loadPage(
  search: JobSearchContext,
  query: JobListQuery,
  now: string,
  { index, version }: { index: OpenJobIndex; version: number },
): Promise<JobListResponse> {
  const {
    id: _id,
    order: _order,
    direction: _direction,
    limit,
    offset: _offset,
    after: _after,
    ...filters
  } = query;
  const [rowsAndOneMore, counted] = isOpenJobSearch(query)
    ? await pageFromIndex(search, index, query, filters, now)
    : await pageAndBoundedTotal(search, query, filters, now, version);
  const rows = rowsAndOneMore.slice(0, limit);
  const area = searchAreaOf(filters);
  return {
    data: rows.map((row) => withDistance(toJobDto(row), row, area)),
    count: rows.length,
    total: Math.min(counted, JOB_TOTAL_COUNT_LIMIT),
    totalExact: counted <= JOB_TOTAL_COUNT_LIMIT,
    nextCursor: rowsAndOneMore.length > limit ? nextCursor(query, rows.at(-1)) : null,
  };
}

/** The page as JSON text, ready to send; `numbers`: the change numbers read after the request arrived. */
export async function searchJobsJson(
  search: JobSearchContext,
  query: JobListQuery,
  numbers: ChangeNumbers,
): Promise<string> {
  const { cache } = search;
  // to the minute, so repeated searches within it share one answer
  const now = `${brusselsNow().slice(0, 16)}:00`;
  const open = await search.openJobs.current(numbers);
  // the number of the last job change in the key: any job changed through any server makes the page stale
  const key = JSON.stringify([query, now, open.version]);
  const cached = cache.pages.get(key);
  if (cached) return cached;
  const page = loadPage(search, query, now, open).then((answer) => JSON.stringify(answer));
  cache.pages.set(key, page);
  page.catch(() => cache.pages.delete(key));
  return page;
}

export async function getJob(db: Kysely<Database>, jobID: number): Promise<Job> {
  const row = await findJobById(db, jobID);
  if (row) return toJobDto(row);
  if (await wasJobDeleted(db, jobID)) throw new HttpError(410, 'job_not_available', JOB_NOT_AVAILABLE);
  throw notFound(t('api.applications.jobNotFound'));
}
