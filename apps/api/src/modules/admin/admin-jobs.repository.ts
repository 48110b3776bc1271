import type { AdminJobQuery } from '@jobbel/shared/admin/admin.schemas';
import { PostgresAdapter, sql } from 'kysely';
import { ftsPhrase, trigramsCanFind } from '../../lib/trigram-search';
import {
  type AdminReads,
  countFound,
  type Db,
  type IdQuery,
  inAnyColumn,
  newestOfBoth,
  readCount,
} from './admin.repository';

/** The texts an administrator's job search looks in (their trigram indexes: migration 2026-12-02T20-00). */
const JOB_TEXTS = ['jobs.jobTitle', 'jobs.jobType', 'jobs.jobLocation'];
const BUSINESS_TEXTS = ['businesses.businessName'];

type JobSearch = Pick<AdminJobQuery, 'search' | 'status' | 'after'>;

/** Jobs of the status asked, after the cursor's id. */
function jobsOfStatus(db: Db, { status, after }: JobSearch) {
  return db
    .selectFrom('jobs')
    .select('jobs.jobID as id')
    .$if(status !== 'all', (jobs) => jobs.where('jobs.jobStatus', '=', status))
    .$if(after !== undefined, (jobs) => jobs.where('jobs.jobID', '<', Number(after)));
}

/**
 * The ids of the jobs a search finds, newest first, no more than `upTo`. A search of a trigram or more is
 * looked up in the trigram indexes, so a word that matches almost nothing reads almost nothing:
 * - SQLite: its FTS5 table of the four texts, walked newest first;
 * - PostgreSQL: the jobs whose own texts match and the jobs of the businesses whose name matches.
 * A shorter one, which matches most jobs, reads the jobs newest first until it has them (pg_trgm would
 * read its whole index for it).
 */
function matchingJobIds(db: Db, query: JobSearch, upTo: number): IdQuery {
  const search = query.search ?? '';
  if (!trigramsCanFind(search)) {
    return jobsOfStatus(db, query)
      .leftJoin('businesses', 'businesses.businessID', 'jobs.jobBusinessID')
      .where((eb) => eb.or(inAnyColumn([...JOB_TEXTS, ...BUSINESS_TEXTS], search)))
      .orderBy('id', 'desc')
      .limit(upTo);
  }
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    // whatever the statistics say, the index stays the outer loop, walked newest first (a cross join),
    // and each job it finds is read by its id (the status's `+` keeps its indexes out)
    return db
      .selectFrom(sql<{ rowid: number }>`jobs_admin_fts`.as('found'))
      .crossJoin('jobs')
      .whereRef('jobs.jobID', '=', 'found.rowid')
      .select('found.rowid as id')
      .where(sql<boolean>`${sql.ref('found.jobs_admin_fts')} match ${ftsPhrase(search)}`)
      .$if(query.status !== 'all', (jobs) =>
        jobs.where(sql`+${sql.ref('jobs.jobStatus')}`, '=', query.status),
      )
      .$if(query.after !== undefined, (jobs) => jobs.where('found.rowid', '<', Number(query.after)))
      .orderBy('id', 'desc')
      .limit(upTo);
  }
  const byText = jobsOfStatus(db, query).where((eb) => eb.or(inAnyColumn(JOB_TEXTS, search)));
  const namedBusinesses = db
    .selectFrom('businesses')
    .select('businesses.businessID')
    .where((eb) => eb.or(inAnyColumn(BUSINESS_TEXTS, search)));
  const byBusiness = jobsOfStatus(db, query).where('jobs.jobBusinessID', 'in', namedBusinesses);
  return newestOfBoth(
    db,
    byText.orderBy('id', 'desc').limit(upTo).as('first'),
    byBusiness.orderBy('id', 'desc').limit(upTo).as('second'),
    upTo,
  );
}

/** The jobs of a status, newest first after the cursor's id, no more than `upTo`: what a search finds. */
function jobIdsOfPage(db: Db, query: JobSearch, upTo: number): IdQuery {
  if (query.search) return matchingJobIds(db, query, upTo);
  return jobsOfStatus(db, query).orderBy('jobs.jobID', 'desc').limit(upTo);
}

/** A page newest first after the cursor's id, and one more row when a next page follows. */
export function listJobsForAdmin({ db, readRows }: AdminReads, query: AdminJobQuery) {
  const page = db
    .selectFrom('jobs')
    .leftJoin('businesses', 'businesses.businessID', 'jobs.jobBusinessID')
    .select([
      'jobs.jobID',
      'jobs.jobTitle',
      'jobs.jobType',
      'jobs.jobLocation',
      'jobs.jobStatus',
      'jobs.jobWagePerHour',
      'jobs.jobAddedDateTime',
      'businesses.businessName',
    ])
    .select((eb) =>
      eb
        .selectFrom('job_applications')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('job_applications.jobApplicationJobID', '=', 'jobs.jobID')
        .as('applications'),
    )
    .where('jobs.jobID', 'in', (eb) =>
      eb.selectFrom(jobIdsOfPage(db, query, query.limit + 1).as('page')).select('page.id'),
    )
    .orderBy('jobs.jobID', 'desc');
  return readRows(page);
}

/** Every job of a status, without a search: the jobs alone, by the status index when a status is asked. */
export function countJobsForAdmin(reads: AdminReads, status: AdminJobQuery['status']) {
  const all = jobsOfStatus(reads.db, { status })
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'));
  return readCount(reads, all);
}

/** The jobs a search finds, counted no further than `upTo`. */
export function countJobsMatching(
  reads: AdminReads,
  query: Pick<AdminJobQuery, 'search' | 'status'>,
  upTo: number,
) {
  // every page of a search has the same total: counted from the start, whatever the cursor
  return countFound(reads, matchingJobIds(reads.db, { search: query.search, status: query.status }, upTo));
}
