import { DEFAULT_JOB_LOCATION } from '@jobbel/shared/jobs/job.constants';
import type { JobListQuery } from '@jobbel/shared/jobs/job.schemas';
import { toSearchKey } from '@jobbel/shared/jobs/search-key';
import { type ExpressionBuilder, type Kysely, PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { containsPattern } from '../../lib/like';

type Db = Kysely<Database> | Transaction<Database>;
export type JobFilters = Omit<JobListQuery, 'id' | 'order' | 'direction' | 'limit' | 'offset'>;

const TRIGRAM = 3;

/** Each word must occur in title or description; a trigram index answers it on both engines. */
function searchCondition(db: Db, eb: ExpressionBuilder<Database, 'jobs'>, search: string) {
  const words = toSearchKey(search).split(' ').filter(Boolean);
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return eb.and(
    words.map((word) => {
      const pattern = containsPattern(word);
      if (isPostgres) return eb('jobs.jobSearchText', 'like', pattern);
      if (word.length < TRIGRAM)
        return sql<boolean>`${sql.ref('jobs.jobSearchText')} like ${pattern} escape '\\'`;
      const phrase = `"${word.replaceAll('"', '""')}"`;
      return eb('jobs.jobID', 'in', sql<number>`(select rowid from jobs_fts where jobs_fts match ${phrase})`);
    }),
  );
}

function filteredJobs(db: Db, filters: JobFilters) {
  return db.selectFrom('jobs').where((eb) => {
    const conditions = [];
    // spec 000 §7: Gent by default; a business's own list (jobBusinessID) spans every location unless asked
    const location = toSearchKey(
      filters.jobLocation ?? (filters.jobBusinessID === undefined ? DEFAULT_JOB_LOCATION : ''),
    );
    if (location) conditions.push(eb('jobs.jobLocationKey', '=', location));
    if (filters.search) conditions.push(searchCondition(db, eb, filters.search));
    if (filters.jobType) conditions.push(eb('jobs.jobType', '=', filters.jobType));
    if (filters.jobTotalHoursMin !== undefined)
      conditions.push(eb('jobs.jobHours', '>=', filters.jobTotalHoursMin));
    if (filters.jobTotalHoursMax !== undefined)
      conditions.push(eb('jobs.jobHours', '<=', filters.jobTotalHoursMax));
    const from = [filters.date_from, filters.jobStartDateTime_gte]
      .filter((value) => value !== undefined)
      .sort()
      .at(-1);
    const to = [filters.date_to, filters.jobStartDateTime_lte]
      .filter((value) => value !== undefined)
      .sort()
      .at(0);
    if (from) conditions.push(eb('jobs.jobStartDateTime', '>=', from));
    if (to) conditions.push(eb('jobs.jobStartDateTime', '<=', to));
    if (filters.jobBusinessID !== undefined)
      conditions.push(eb('jobs.jobBusinessID', '=', filters.jobBusinessID));
    // workers search open jobs; a business's own list shows filled ones too
    else conditions.push(eb('jobs.jobStatus', '=', 'active'));
    return eb.and(conditions);
  });
}

export function listJobs(db: Db, query: JobListQuery) {
  return filteredJobs(db, query)
    .selectAll('jobs')
    .orderBy(query.order, query.direction)
    .orderBy('jobID', query.direction)
    .limit(query.limit)
    .offset(query.offset)
    .execute();
}

export async function countJobs(db: Db, filters: JobFilters): Promise<number> {
  const { total } = await filteredJobs(db, filters)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

export function findJobById(db: Db, jobID: number) {
  return db.selectFrom('jobs').selectAll().where('jobID', '=', jobID).executeTakeFirst();
}

export async function findJobsByIds(db: Db, jobIDs: number[]) {
  if (jobIDs.length === 0) return [];
  return db.selectFrom('jobs').selectAll().where('jobID', 'in', jobIDs).execute();
}
