import type { Job, JobListQuery, JobListResponse } from '@jobbel/shared/jobs/job.schemas';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/http-error';
import { toJobDto } from './jobs.mapper';
import { countJobs, findJobById, type JobFilters, listJobs } from './jobs.repository';

export type JobTotals = LRUCache<string, number>;

/**
 * Totals are the costly part of a page at a million jobs, and every page of the same search shares one.
 * They are kept a few seconds; job writes clear them.
 */
export function createJobTotals(): JobTotals {
  return new LRUCache<string, number>({ max: 2000, ttl: 5_000 });
}

async function cachedTotal(db: Kysely<Database>, totals: JobTotals, filters: JobFilters): Promise<number> {
  const key = JSON.stringify(filters);
  const cached = totals.get(key);
  if (cached !== undefined) return cached;
  const total = await countJobs(db, filters);
  totals.set(key, total);
  return total;
}

export async function searchJobs(
  db: Kysely<Database>,
  totals: JobTotals,
  query: JobListQuery,
): Promise<JobListResponse> {
  const { id: _id, order: _order, direction: _direction, limit: _limit, offset: _offset, ...filters } = query;
  const [rows, total] = await Promise.all([listJobs(db, query), cachedTotal(db, totals, filters)]);
  return { data: rows.map(toJobDto), count: rows.length, total };
}

export async function getJob(db: Kysely<Database>, jobID: number): Promise<Job> {
  const row = await findJobById(db, jobID);
  if (!row) throw notFound('Job not found');
  return toJobDto(row);
}
