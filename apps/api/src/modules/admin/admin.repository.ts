import type { AdminJobQuery, AdminUserQuery } from '@jobbel/shared/admin/admin.schemas';
import { type Compilable, type Kysely, type SelectQueryBuilder, sql, type Transaction } from 'kysely';
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

function jobsMatching(db: Db, query: Pick<AdminJobQuery, 'search' | 'status'>) {
  return db
    .selectFrom('jobs')
    .leftJoin('businesses', 'businesses.businessID', 'jobs.jobBusinessID')
    .where((eb) => {
      const conditions = [];
      if (query.search) {
        conditions.push(
          eb.or(
            inAnyColumn(
              ['jobs.jobTitle', 'jobs.jobType', 'jobs.jobLocation', 'businesses.businessName'],
              query.search,
            ),
          ),
        );
      }
      if (query.status !== 'all') conditions.push(eb('jobs.jobStatus', '=', query.status));
      return eb.and(conditions);
    });
}

/** A page newest first after the cursor's id, and one more row when a next page follows. */
export function listJobsForAdmin({ db, readRows }: AdminReads, query: AdminJobQuery) {
  const page = jobsMatching(db, query)
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
    .$if(query.after !== undefined, (rows) => rows.where('jobs.jobID', '<', Number(query.after)))
    .orderBy('jobs.jobID', 'desc')
    .limit(query.limit + 1);
  return readRows(page);
}

/** Every job of a status, without a search: the jobs alone, by the status index when a status is asked. */
export function countJobsForAdmin(reads: AdminReads, status: AdminJobQuery['status']) {
  let count = reads.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('total'));
  if (status !== 'all') count = count.where('jobStatus', '=', status);
  return readCount(reads, count);
}

/** The jobs a search finds, counted no further than `upTo`. */
export function countJobsMatching(
  reads: AdminReads,
  query: Pick<AdminJobQuery, 'search' | 'status'>,
  upTo: number,
) {
  return countRead(reads, jobsMatching(reads.db, query).select('jobs.jobID'), upTo);
}

export function countBusinessesForAdmin(reads: AdminReads) {
  return readCount(
    reads,
    reads.db.selectFrom('businesses').select((eb) => eb.fn.countAll<number>().as('total')),
  );
}
