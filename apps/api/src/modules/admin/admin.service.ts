import {
  ADMIN_SEARCH_COUNT_LIMIT,
  type AdminJob,
  type AdminJobQuery,
  type AdminOverview,
  type AdminUser,
  type AdminUserQuery,
} from '@jobbel/shared/admin/admin.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { t } from '../../lib/i18n';
import { type KeptCounts, keptCount } from '../../lib/kept-counts';
import { pageAndCursor } from '../../lib/page-and-cursor';
import { can, ensure } from '../../lib/policy';
import { businessRecordsOf, workerRecordsOf } from '../records/worker-record';
import { type AdminReads, countBusinessesForAdmin } from './admin.repository';
import {
  adminJobSearch,
  countJobsForAdmin,
  countJobsMatching,
  listJobsForAdmin,
} from './admin-jobs.repository';
import { countUsersForAdmin, countUsersMatching, listUsersForAdmin } from './admin-users.repository';

/** The admin area is open to accounts of type admin only. */
export function assertAdmin(auth: AuthContext) {
  ensure(can.administer(auth), t('api.admin.adminAccessRequired'), 'admin_required');
}

type AdminUserRow = Awaited<ReturnType<typeof listUsersForAdmin>>[number];

/**
 * The same records their profiles show, read for the whole page at once: a worker's completed shifts
 * and rating, or her business's.
 */
async function recordsOfPage(db: Kysely<Database>, rows: AdminUserRow[]) {
  const workerIDs = rows.filter((row) => row.accountType !== 'business').map((row) => row.userID);
  const businessIDs = rows.flatMap((row) =>
    row.accountType === 'business' && row.businessID !== null ? [row.businessID] : [],
  );
  const [workers, businesses] = await Promise.all([
    workerRecordsOf(db, workerIDs),
    businessRecordsOf(db, businessIDs),
  ]);
  const ofWorker = new Map(workerIDs.map((id, index) => [id, workers[index]!]));
  const ofBusiness = new Map(businessIDs.map((id, index) => [id, businesses[index]!]));
  return rows.map((row) => {
    const worker = row.accountType !== 'business' ? ofWorker.get(row.userID) : undefined;
    if (worker) return { completedJobs: worker.completedJobs, rating: worker.averageRating };
    const business = row.businessID === null ? undefined : ofBusiness.get(row.businessID);
    return business
      ? { completedJobs: business.completedShifts, rating: business.averageRating }
      : { completedJobs: 0, rating: null };
  });
}

/**
 * A total: without a search from the kept counts, counted once for everyone asking while it is kept;
 * with one counted now, no further than ADMIN_SEARCH_COUNT_LIMIT (`totalIsAtLeast` when more match).
 */
async function totalOf(
  kept: KeptCounts,
  key: string,
  search: string | undefined,
  counts: { all: () => Promise<number>; matching: (upTo: number) => Promise<number> },
): Promise<{ total: number; totalIsAtLeast: boolean }> {
  if (!search) return { total: await keptCount(kept, key, counts.all), totalIsAtLeast: false };
  // one past what is shown tells whether more match, and nothing beyond that is needed
  const found = await counts.matching(ADMIN_SEARCH_COUNT_LIMIT + 1);
  return {
    total: Math.min(found, ADMIN_SEARCH_COUNT_LIMIT),
    totalIsAtLeast: found > ADMIN_SEARCH_COUNT_LIMIT,
  };
}

export async function adminUsers(reads: AdminReads, kept: KeptCounts, query: AdminUserQuery) {
  const [rowsAndOneMore, total] = await Promise.all([
    listUsersForAdmin(reads, query),
    totalOf(kept, `users:${query.status}`, query.search, {
      all: () => countUsersForAdmin(reads, query.status),
      matching: (upTo) => countUsersMatching(reads, query, upTo),
    }),
  ]);
  const { rows, nextCursor } = pageAndCursor(rowsAndOneMore, query.limit, (row) => String(row.userID));
  const records = await recordsOfPage(reads.db, rows);
  const data: AdminUser[] = rows.map((row, index) => ({
    userID: row.userID,
    accountID: row.accountID,
    accountType: row.accountType,
    // a business is listed as the business, not as the person who registered it
    name: row.businessName ?? `${row.userFirstName} ${row.userLastName}`,
    email: row.userEmail,
    phone: row.userPhoneNumber,
    city: row.businessCity ?? row.userAddressCity,
    status: row.emailConfirmedAt ? 'active' : 'inactive',
    joinDate: row.createdAt,
    ...records[index]!,
  }));
  return { data, count: data.length, ...total, nextCursor };
}

export async function adminJobs(reads: AdminReads, kept: KeptCounts, query: AdminJobQuery) {
  const search = query.search ? await adminJobSearch(reads, query.search) : undefined;
  const [rowsAndOneMore, total] = await Promise.all([
    listJobsForAdmin(reads, query, search),
    totalOf(kept, `jobs:${query.status}`, query.search, {
      all: () => countJobsForAdmin(reads, query.status),
      matching: (upTo) => countJobsMatching(reads, query.status, search!, upTo),
    }),
  ]);
  const { rows, nextCursor } = pageAndCursor(rowsAndOneMore, query.limit, (row) => String(row.jobID));
  const data: AdminJob[] = rows.map((row) => ({
    jobID: row.jobID,
    jobTitle: row.jobTitle,
    jobType: row.jobType,
    companyName: row.businessName ?? t('api.admin.unknownCompany'),
    jobLocation: row.jobLocation,
    jobStatus: row.jobStatus,
    applications: Number(row.applications ?? 0),
    jobWagePerHour: row.jobWagePerHour,
    jobAddedDateTime: row.jobAddedDateTime,
  }));
  return { data, count: data.length, ...total, nextCursor };
}

/** The newest five users and jobs as they are now, beside the kept totals. */
export async function adminOverview(reads: AdminReads, kept: KeptCounts): Promise<AdminOverview> {
  const [users, jobs, activeJobs, totalCompanies] = await Promise.all([
    adminUsers(reads, kept, { search: undefined, status: 'all', limit: 5 }),
    adminJobs(reads, kept, { search: undefined, status: 'all', limit: 5 }),
    keptCount(kept, 'jobs:active', () => countJobsForAdmin(reads, 'active')),
    keptCount(kept, 'businesses', () => countBusinessesForAdmin(reads)),
  ]);
  return {
    totalUsers: users.total,
    activeJobs,
    totalCompanies,
    recentUsers: users.data,
    recentJobs: jobs.data,
  };
}
