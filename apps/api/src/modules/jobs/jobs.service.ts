import type { Job, JobListQuery, JobListResponse } from '@jobbel/shared/jobs/job.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import type { JobListCache } from './job-list-cache';
import { toJobDto } from './jobs.mapper';
import { countJobs, findJobById, type JobFilters, listJobs } from './jobs.repository';

async function cachedTotal(db: Kysely<Database>, cache: JobListCache, filters: JobFilters): Promise<number> {
  const key = JSON.stringify(filters);
  const cached = cache.totals.get(key);
  if (cached !== undefined) return cached;
  const total = await countJobs(db, filters);
  cache.totals.set(key, total);
  return total;
}

async function loadPage(
  db: Kysely<Database>,
  cache: JobListCache,
  query: JobListQuery,
): Promise<JobListResponse> {
  const { id: _id, order: _order, direction: _direction, limit: _limit, offset: _offset, ...filters } = query;
  const [rows, total] = await Promise.all([listJobs(db, query), cachedTotal(db, cache, filters)]);
  return { data: rows.map(toJobDto), count: rows.length, total };
}

/** The page as JSON text, ready to send. */
export function searchJobsJson(
  db: Kysely<Database>,
  cache: JobListCache,
  query: JobListQuery,
): Promise<string> {
  const key = JSON.stringify(query);
  const cached = cache.pages.get(key);
  if (cached) return cached;
  const page = loadPage(db, cache, query).then((answer) => JSON.stringify(answer));
  cache.pages.set(key, page);
  page.catch(() => cache.pages.delete(key));
  return page;
}

export async function getJob(db: Kysely<Database>, jobID: number): Promise<Job> {
  const row = await findJobById(db, jobID);
  if (!row) throw notFound(t('api.applications.jobNotFound'));
  return toJobDto(row);
}
