import type { AdminJobQuery, AdminUserQuery } from '@jobbel/shared/admin/admin.schemas';
import {
  type Compilable,
  type Kysely,
  PostgresAdapter,
  type SelectQueryBuilder,
  sql,
  type Transaction,
} from 'kysely';
import { countUpToQuery } from '../../db/count-up-to';
import type { ReadRows } from '../../db/create-db';
import type { Database } from '../../db/database';
import { containsPattern } from '../../lib/like';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Where the admin lists read. A search looks into every row of its table (`like` has no index to use
 * there), so its page and count go through readRows: on SQLite a reader thread, which holds up no other
 * request for the second a rare word takes at a million jobs; on PostgreSQL the searches' own pool. The
 * exact totals read there too: counting 210,000 users or a million jobs took SQLite's one thread 30-60 ms.
 */
export interface AdminReads {
  db: Db;
  readRows: ReadRows;
}

/** The search text anywhere in any of these columns, case-insensitively. */
function inAnyColumn(columns: string[], search: string) {
  const pattern = containsPattern(search.toLowerCase());
  return columns.map((column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`);
}

/** The one number a count query answers, read through the readers. */
async function readCount({ readRows }: AdminReads, count: Compilable<{ total: number | string | bigint }>) {
  const [counted] = await readRows(count);
  return Number(counted?.total ?? 0);
}

/** The rows a search finds, counted through the readers no further than `upTo`. */
function countRead<TB extends keyof Database, O>(
  reads: AdminReads,
  matching: SelectQueryBuilder<Database, TB, O>,
  upTo: number,
) {
  return readCount(reads, countUpToQuery(reads.db, matching, upTo));
}

/** The people and businesses of the marketplace; administrators are staff, not users. */
function usersMatching(db: Db, query: Pick<AdminUserQuery, 'search' | 'status'>) {
  return db
    .selectFrom('users')
    .innerJoin('accounts', 'accounts.accountID', 'users.userAccountID')
    .leftJoin('businesses', 'businesses.businessAccountID', 'accounts.accountID')
    .where('accounts.accountType', '!=', 'admin')
    .where((eb) => {
      const conditions = [];
      if (query.search) {
        const columns = [
          'users.userFirstName',
          'users.userLastName',
          'users.userEmail',
          'users.userUsername',
          'users.userAddressCity',
          'businesses.businessName',
        ];
        conditions.push(eb.or(inAnyColumn(columns, query.search)));
      }
      if (query.status === 'active') conditions.push(eb('users.emailConfirmedAt', 'is not', null));
      if (query.status === 'inactive') conditions.push(eb('users.emailConfirmedAt', 'is', null));
      if (query.status === 'suspended') conditions.push(sql<boolean>`1 = 0`);
      return eb.and(conditions);
    });
}

/** A page newest first after the cursor's id, and one more row when a next page follows. */
export function listUsersForAdmin({ db, readRows }: AdminReads, query: AdminUserQuery) {
  const page = usersMatching(db, query)
    .select([
      'users.userID',
      'users.userFirstName',
      'users.userLastName',
      'users.userEmail',
      'users.userPhoneNumber',
      'users.userAddressCity',
      'users.emailConfirmedAt',
      'users.createdAt',
      'accounts.accountID',
      'accounts.accountType',
      'businesses.businessID',
      'businesses.businessName',
      'businesses.businessCity',
    ])
    .$if(query.after !== undefined, (rows) => rows.where('users.userID', '<', Number(query.after)))
    .orderBy('users.userID', 'desc')
    .limit(query.limit + 1);
  return readRows(page);
}

/** Every user of a status, without a search: the business names are not looked at, nor joined. */
export async function countUsersForAdmin(reads: AdminReads, status: AdminUserQuery['status']) {
  if (status === 'suspended') return 0;
  let count = reads.db
    .selectFrom('users')
    .innerJoin('accounts', 'accounts.accountID', 'users.userAccountID')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('accounts.accountType', '!=', 'admin');
  if (status === 'active') count = count.where('users.emailConfirmedAt', 'is not', null);
  if (status === 'inactive') count = count.where('users.emailConfirmedAt', 'is', null);
  return readCount(reads, count);
}

/** The users a search finds, counted no further than `upTo`. */
export function countUsersMatching(
  reads: AdminReads,
  query: Pick<AdminUserQuery, 'search' | 'status'>,
  upTo: number,
) {
  return countRead(reads, usersMatching(reads.db, query).select('users.userID'), upTo);
}

/** The texts an administrator's job search looks in (their trigram indexes: migration 2026-12-02T20-00). */
const JOB_TEXTS = ['jobs.jobTitle', 'jobs.jobType', 'jobs.jobLocation'];
const BUSINESS_TEXTS = ['businesses.businessName'];
const TRIGRAM = 3;

type JobSearch = Pick<AdminJobQuery, 'search' | 'status' | 'after'>;

/** Jobs of the status asked, after the cursor's id. */
function jobsOfStatus(db: Db, { status, after }: JobSearch) {
  return db
    .selectFrom('jobs')
    .select('jobs.jobID')
    .$if(status !== 'all', (jobs) => jobs.where('jobs.jobStatus', '=', status))
    .$if(after !== undefined, (jobs) => jobs.where('jobs.jobID', '<', Number(after)));
}

/**
 * The ids of the jobs a search finds, newest first, no more than `upTo`. A search of a trigram or more is
 * looked up in the trigram indexes, so a word that matches almost nothing reads almost nothing:
 * - SQLite: its FTS5 table of the four texts, walked newest first;
 * - PostgreSQL: the jobs whose own texts match and the jobs of the businesses whose name matches, each
 *   newest first, then together.
 * A shorter one, which matches most jobs, reads the jobs newest first until it has them (pg_trgm would
 * read its whole index for it).
 */
function matchingJobIds(db: Db, query: JobSearch, upTo: number) {
  const search = query.search ?? '';
  if ([...search].length < TRIGRAM) {
    return jobsOfStatus(db, query)
      .leftJoin('businesses', 'businesses.businessID', 'jobs.jobBusinessID')
      .where((eb) => eb.or(inAnyColumn([...JOB_TEXTS, ...BUSINESS_TEXTS], search)))
      .orderBy('jobs.jobID', 'desc')
      .limit(upTo);
  }
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    // the FTS table's hidden column of its own name takes the query: the search as one phrase
    const phrase = `"${search.replaceAll('"', '""')}"`;
    return (
      db
        .selectFrom(sql<{ rowid: number }>`jobs_admin_fts`.as('found'))
        // whatever the statistics say, the index stays the outer loop, walked newest first (a cross join),
        // and each job it finds is read by its id (the status's `+` keeps its indexes out)
        .crossJoin('jobs')
        .whereRef('jobs.jobID', '=', 'found.rowid')
        .select('found.rowid as jobID')
        .where(sql<boolean>`${sql.ref('found.jobs_admin_fts')} match ${phrase}`)
        .$if(query.status !== 'all', (jobs) =>
          jobs.where(sql`+${sql.ref('jobs.jobStatus')}`, '=', query.status),
        )
        .$if(query.after !== undefined, (jobs) => jobs.where('found.rowid', '<', Number(query.after)))
        .orderBy('found.rowid', 'desc')
        .limit(upTo)
    );
  }
  const newest = <O>(jobs: SelectQueryBuilder<Database, 'jobs', O>) =>
    jobs.orderBy('jobs.jobID', 'desc').limit(upTo);
  const byText = newest(jobsOfStatus(db, query).where((eb) => eb.or(inAnyColumn(JOB_TEXTS, search))));
  const namedBusinesses = db
    .selectFrom('businesses')
    .select('businesses.businessID')
    .where((eb) => eb.or(inAnyColumn(BUSINESS_TEXTS, search)));
  const byBusiness = newest(jobsOfStatus(db, query).where('jobs.jobBusinessID', 'in', namedBusinesses));
  return db
    .selectFrom(
      db
        .selectFrom(byText.as('byText'))
        .select('byText.jobID')
        .union(db.selectFrom(byBusiness.as('byBusiness')).select('byBusiness.jobID'))
        .as('found'),
    )
    .select('found.jobID')
    .orderBy('found.jobID', 'desc')
    .limit(upTo);
}

/** The jobs of a status, newest first after the cursor's id, no more than `upTo`: what a search finds. */
function jobIdsOfPage(db: Db, query: JobSearch, upTo: number) {
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
      eb.selectFrom(jobIdsOfPage(db, query, query.limit + 1).as('page')).select('page.jobID'),
    )
    .orderBy('jobs.jobID', 'desc');
  return readRows(page);
}

/** Every job of a status, without a search: the jobs alone, by the status index when a status is asked. */
export function countJobsForAdmin(reads: AdminReads, status: AdminJobQuery['status']) {
  let count = reads.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('total'));
  if (status !== 'all') count = count.where('jobStatus', '=', status);
  return readCount(reads, count);
}

/** The jobs a search finds, counted no further than `upTo`, in whatever order they are found. */
export function countJobsMatching(
  reads: AdminReads,
  query: Pick<AdminJobQuery, 'search' | 'status'>,
  upTo: number,
) {
  const matching = matchingJobIds(reads.db, { search: query.search, status: query.status }, upTo);
  return readCount(
    reads,
    reads.db
      .selectFrom(matching.clearOrderBy().as('matching'))
      .select((eb) => eb.fn.countAll<number>().as('total')),
  );
}

export function countBusinessesForAdmin(reads: AdminReads) {
  return readCount(
    reads,
    reads.db.selectFrom('businesses').select((eb) => eb.fn.countAll<number>().as('total')),
  );
}
