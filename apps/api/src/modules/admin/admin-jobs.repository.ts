import type { AdminJobQuery } from '@jobbel/shared/admin/admin.schemas';
import { sql } from 'kysely';
import { isPostgres, numbersAsTable, withoutIndex } from '../../db/engine';
import { ftsPhrase } from '../../lib/trigram-search';
import {
  type AdminReads,
  countFound,
  type Db,
  type IdQuery,
  inAnyColumn,
  newestOfBoth,
  readCount,
} from './admin.repository';

/** The texts an administrator's job search looks in (their trigram indexes: migrations 2026-12-02T20-00, 2026-12-03T01-00). */
const JOB_TEXTS = ['jobs.jobTitle', 'jobs.jobType', 'jobs.jobLocation'];
const BUSINESS_TEXTS = ['businesses.businessName'];

type JobSearch = Pick<AdminJobQuery, 'status' | 'after'>;

/**
 * Jobs of the status asked, after the cursor's id. `walked`: read by their ids newest first, the status
 * checked on each (`withoutIndex` keeps the status's indexes out, which SQLite chose and then sorted every
 * active job: 0.3 s at a million jobs).
 */
function jobsOfStatus(db: Db, { status, after }: JobSearch, { walked } = { walked: false }) {
  const statusColumn = walked ? withoutIndex(db, 'jobs.jobStatus') : sql.ref('jobs.jobStatus');
  return db
    .selectFrom('jobs')
    .select('jobs.jobID as id')
    .$if(status !== 'all', (jobs) => jobs.where(statusColumn, '=', status))
    .$if(after !== undefined, (jobs) => jobs.where('jobs.jobID', '<', Number(after)));
}

/**
 * How many jobs of the businesses a search names a page reads from their index, at most, and sorts: past
 * it they are common enough among all jobs that walking every job newest first finds a page sooner.
 */
const NAMED_BUSINESS_JOBS_SORTED_AT_MOST = 5_000;

/** The businesses whose name holds the search, looked up in its trigram index (SQLite: 2026-12-03T01-00). */
function namedBusinesses(db: Db, search: string) {
  if (isPostgres(db))
    return db
      .selectFrom('businesses')
      .select('businesses.businessID')
      .where((eb) => eb.or(inAnyColumn(BUSINESS_TEXTS, search)));
  return db
    .selectFrom(sql<{ rowid: number }>`businesses_admin_fts`.as('named'))
    .select('named.rowid as businessID')
    .where(sql<boolean>`${sql.ref('named.businesses_admin_fts')} match ${ftsPhrase(search)}`);
}

/**
 * A search as the page and its count read it: its text, and the businesses whose name holds it, looked
 * up once. The two read the jobs of those businesses three times between them, and a lookup is not cheap
 * when many names share the search's trigrams: about a millisecond each at national scale, where every
 * business of the bench is called "Horecazaak" and a number (docs/decisions/national-scale.md).
 */
export interface AdminJobSearch {
  text: string;
  businessIDs: number[];
}

export async function adminJobSearch(reads: AdminReads, text: string): Promise<AdminJobSearch> {
  const named = await reads.readRows(namedBusinesses(reads.db, text));
  return { text, businessIDs: named.map((business) => business.businessID) };
}

/** The jobs whose own title, type or place holds the search (SQLite: their trigram index, walked newest first). */
function jobsByOwnText(db: Db, query: JobSearch, search: string) {
  if (isPostgres(db)) return jobsOfStatus(db, query).where((eb) => eb.or(inAnyColumn(JOB_TEXTS, search)));
  // whatever the statistics say, the index stays the outer loop, walked newest first (a cross join), and
  // each job it finds is read by its id (the status's `+` keeps its indexes out)
  return db
    .selectFrom(sql<{ rowid: number }>`jobs_admin_fts`.as('found'))
    .crossJoin('jobs')
    .whereRef('jobs.jobID', '=', 'found.rowid')
    .select('found.rowid as id')
    .where(sql<boolean>`${sql.ref('found.jobs_admin_fts')} match ${ftsPhrase(search)}`)
    .$if(query.status !== 'all', (jobs) => jobs.where(withoutIndex(db, 'jobs.jobStatus'), '=', query.status))
    .$if(query.after !== undefined, (jobs) => jobs.where('found.rowid', '<', Number(query.after)));
}

/**
 * The jobs of the businesses a search names, newest first unless only counted. Neither planner can weigh
 * how many jobs those businesses have (PostgreSQL's guessed from a name's trigrams and walked every job
 * for one business with old jobs: 0.45 s), so both are told which way, once their jobs are counted up to
 * the limit: the few jobs of a few businesses are read from the index of jobs by business and sorted
 * (`withoutIndex` keeps the order from choosing the walk), the many of many are found walking every job
 * newest first.
 * A count needs no order: it reads the index and stops at its limit.
 */
async function jobsOfNamedBusinesses(
  reads: AdminReads,
  query: JobSearch,
  businessIDs: number[],
  newestFirst: boolean,
) {
  const { db } = reads;
  const named = db
    .selectFrom(numbersAsTable(db, businessIDs, 'businessID').as('named'))
    .select('named.businessID');
  const jobs = jobsOfStatus(db, query);
  if (!newestFirst) return jobs.where('jobs.jobBusinessID', 'in', named);
  const theirJobs = db
    .selectFrom('jobs')
    .select('jobs.jobID')
    .where('jobs.jobBusinessID', 'in', named)
    .limit(NAMED_BUSINESS_JOBS_SORTED_AT_MOST + 1);
  const counted = await readCount(
    reads,
    db.selectFrom(theirJobs.as('theirs')).select((eb) => eb.fn.countAll<number>().as('total')),
  );
  return counted > NAMED_BUSINESS_JOBS_SORTED_AT_MOST
    ? jobsOfStatus(db, query, { walked: true })
        .where(withoutIndex(db, 'jobs.jobBusinessID'), 'in', named)
        .orderBy('id', 'desc')
    : jobs.where('jobs.jobBusinessID', 'in', named).orderBy(withoutIndex(db, 'jobs.jobID'), 'desc');
}

/**
 * The ids of the jobs a search finds, newest first unless only counted, no more than `upTo`. A search
 * (three characters or more: its schema) is looked up in the trigram indexes, so a word that matches
 * almost nothing reads almost nothing: the jobs whose own texts match, and the jobs of the businesses
 * whose name matches.
 */
async function matchingJobIds(
  reads: AdminReads,
  query: JobSearch,
  search: AdminJobSearch,
  upTo: number,
  newestFirst = true,
): Promise<IdQuery> {
  const { db } = reads;
  const byBusiness = await jobsOfNamedBusinesses(reads, query, search.businessIDs, newestFirst);
  return newestOfBoth(
    db,
    jobsByOwnText(db, query, search.text).orderBy('id', 'desc').limit(upTo).as('first'),
    byBusiness.limit(upTo).as('second'),
    upTo,
  );
}

/** The jobs of a status, newest first after the cursor's id, no more than `upTo`: what a search finds. */
async function jobIdsOfPage(
  reads: AdminReads,
  query: JobSearch,
  search: AdminJobSearch | undefined,
  upTo: number,
): Promise<IdQuery> {
  if (search) return matchingJobIds(reads, query, search, upTo);
  return jobsOfStatus(reads.db, query).orderBy('jobs.jobID', 'desc').limit(upTo);
}

/** A page newest first after the cursor's id, and one more row when a next page follows. */
export async function listJobsForAdmin(
  reads: AdminReads,
  query: AdminJobQuery,
  search: AdminJobSearch | undefined,
) {
  const ids = await jobIdsOfPage(reads, query, search, query.limit + 1);
  const page = reads.db
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
    .where('jobs.jobID', 'in', (eb) => eb.selectFrom(ids.as('page')).select('page.id'))
    .orderBy('jobs.jobID', 'desc');
  return reads.readRows(page);
}

/** Every job of a status, without a search: the jobs alone, by the status index when a status is asked. */
export function countJobsForAdmin(reads: AdminReads, status: AdminJobQuery['status']) {
  const all = jobsOfStatus(reads.db, { status })
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'));
  return readCount(reads, all);
}

/** The jobs a search finds, counted no further than `upTo`. */
export async function countJobsMatching(
  reads: AdminReads,
  status: AdminJobQuery['status'],
  search: AdminJobSearch,
  upTo: number,
) {
  // every page of a search has the same total: counted from the start, whatever the cursor
  const found = await matchingJobIds(reads, { status }, search, upTo, false);
  return countFound(reads, found);
}
