import { trigramsCanFind } from '@jobbel/shared/app/trigrams';
import type { JobListQuery } from '@jobbel/shared/jobs/job.schemas';
import { type ExpressionBuilder, type Kysely, sql, type Transaction } from 'kysely';
import { countUpToQuery } from '../../db/count-up-to';
import type { Database } from '../../db/database';
import { isPostgres } from '../../db/engine';
import { containsPattern } from '../../lib/like';
import { ftsPhrase } from '../../lib/trigram-search';
import { KM_PER_DEGREE, longitudeScale } from '../places/places';
import { jobConditionsOf } from './job-conditions';
import type { JobFilters } from './job-filters';
import type { SearchArea } from './job-search-area';

type Db = Kysely<Database> | Transaction<Database>;

/** Each word must occur in title or description; a trigram index answers it on both engines. */
function searchCondition(
  db: Db,
  eb: ExpressionBuilder<Database, 'jobs'>,
  words: string[],
  openJobsOnly: boolean,
) {
  const onPostgres = isPostgres(db);
  return eb.and(
    words.map((word) => {
      const pattern = containsPattern(word);
      if (onPostgres) return eb('jobs.jobSearchText', 'like', pattern);
      // SQLite's trigram index holds active jobs only (migration 09): a business's own list scans its jobs
      if (!trigramsCanFind(word) || !openJobsOnly)
        return sql<boolean>`${sql.ref('jobs.jobSearchText')} like ${pattern} escape '\\'`;
      return eb(
        'jobs.jobID',
        'in',
        sql<number>`(select rowid from jobs_fts where jobs_fts match ${ftsPhrase(word)})`,
      );
    }),
  );
}

/** A box the index can narrow to, then the distance itself (the formula of places.distanceKm). */
function withinArea(eb: ExpressionBuilder<Database, 'jobs'>, { centre, radiusKm }: SearchArea) {
  const latitudeSpan = radiusKm / KM_PER_DEGREE;
  const scale = longitudeScale(centre);
  const longitudeSpan = latitudeSpan / scale;
  const north = sql<number>`(${sql.ref('jobs.jobLatitude')} - ${centre.latitude}) * ${KM_PER_DEGREE}`;
  const east = sql<number>`(${sql.ref('jobs.jobLongitude')} - ${centre.longitude}) * ${KM_PER_DEGREE * scale}`;
  return eb.and([
    eb('jobs.jobLatitude', '>=', centre.latitude - latitudeSpan),
    eb('jobs.jobLatitude', '<=', centre.latitude + latitudeSpan),
    eb('jobs.jobLongitude', '>=', centre.longitude - longitudeSpan),
    eb('jobs.jobLongitude', '<=', centre.longitude + longitudeSpan),
    sql<boolean>`${north} * ${north} + ${east} * ${east} <= ${radiusKm * radiusKm}`,
  ]);
}

/** `now` is a Brussels date-time: workers are offered jobs that start after it. */
function filteredJobs(db: Db, filters: JobFilters, now: string) {
  const { words, area, locationKey, jobType, hoursMin, hoursMax, startFrom, startTo } =
    jobConditionsOf(filters);
  return db.selectFrom('jobs').where((eb) => {
    const conditions = [];
    if (area) conditions.push(withinArea(eb, area));
    else if (locationKey) conditions.push(eb('jobs.jobLocationKey', '=', locationKey));
    if (words.length) conditions.push(searchCondition(db, eb, words, filters.jobBusinessID === undefined));
    if (jobType) conditions.push(eb('jobs.jobType', '=', jobType));
    if (hoursMin !== undefined) conditions.push(eb('jobs.jobHours', '>=', hoursMin));
    if (hoursMax !== undefined) conditions.push(eb('jobs.jobHours', '<=', hoursMax));
    if (startFrom) conditions.push(eb('jobs.jobStartDateTime', '>=', startFrom));
    if (startTo) conditions.push(eb('jobs.jobStartDateTime', '<=', startTo));
    if (filters.jobBusinessID !== undefined)
      conditions.push(eb('jobs.jobBusinessID', '=', filters.jobBusinessID));
    // workers search open jobs (shared/jobs/job-open.ts); a business's own list shows every job it has
    else conditions.push(eb('jobs.jobStatus', '=', 'active'), eb('jobs.jobStartDateTime', '>', now));
    return eb.and(conditions);
  });
}

/** The page, one job more than asked so the caller knows whether another page follows. */
export function listJobsAndOneMoreQuery(db: Db, query: JobListQuery, now: string) {
  const { after, order, direction } = query;
  return filteredJobs(db, query, now)
    .$if(after !== undefined, (select) =>
      select.where((eb) =>
        eb(
          eb.refTuple(`jobs.${order}`, 'jobs.jobID'),
          direction === 'desc' ? '<' : '>',
          eb.tuple(after!.value, after!.id),
        ),
      ),
    )
    .selectAll('jobs')
    .orderBy(order, direction)
    .orderBy('jobID', direction)
    .limit(query.limit + 1)
    .offset(query.offset);
}

/**
 * The ids of the first matching jobs in order, at most `limit`: on a first page the page and its
 * bounded count in one walk of a covering index (migration 10), never a visit to the table.
 */
export function firstMatchingJobIdsQuery(db: Db, query: JobListQuery, now: string, limit: number) {
  return filteredJobs(db, query, now)
    .select('jobs.jobID')
    .orderBy(query.order, query.direction)
    .orderBy('jobID', query.direction)
    .limit(limit);
}

export function jobsByIdsQuery(db: Db, jobIDs: number[]) {
  return db.selectFrom('jobs').selectAll().where('jobID', 'in', jobIDs);
}

/** How many jobs match, counting no further than `limit`: never a scan of every match. */
export function countJobsUpToQuery(db: Db, filters: JobFilters, now: string, limit: number) {
  return countUpToQuery(db, filteredJobs(db, filters, now).select('jobs.jobID'), limit);
}
