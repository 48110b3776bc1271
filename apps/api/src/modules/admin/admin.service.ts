import type {
  AdminJob,
  AdminJobQuery,
  AdminOverview,
  AdminUser,
  AdminUserQuery,
} from '@jobbel/shared/admin/admin.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { t } from '../../lib/i18n';
import { can, ensure } from '../../lib/policy';
import { businessRecordOf, workerRecordOf } from '../records/worker-record';
import {
  countBusinessesForAdmin,
  countJobsForAdmin,
  countUsersForAdmin,
  listJobsForAdmin,
  listUsersForAdmin,
} from './admin.repository';

/** The admin area is open to accounts of type admin only. */
export function assertAdmin(auth: AuthContext) {
  ensure(can.administer(auth), t('api.admin.adminAccessRequired'), 'admin_required');
}

type AdminUserRow = Awaited<ReturnType<typeof listUsersForAdmin>>[number];

/** The same record its profile shows: a worker's completed shifts and rating, or its business's. */
async function recordOf(db: Kysely<Database>, row: AdminUserRow) {
  if (row.accountType !== 'business') {
    const record = await workerRecordOf(db, row.userID);
    return { completedJobs: record.completedJobs, rating: record.averageRating };
  }
  if (row.businessID === null) return { completedJobs: 0, rating: null };
  const record = await businessRecordOf(db, row.businessID);
  return { completedJobs: record.completedShifts, rating: record.averageRating };
}

export async function adminUsers(db: Kysely<Database>, query: AdminUserQuery) {
  const [rows, total] = await Promise.all([listUsersForAdmin(db, query), countUsersForAdmin(db, query)]);
  const records = await Promise.all(rows.map((row) => recordOf(db, row)));
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
  return { data, count: data.length, total };
}

export async function adminJobs(db: Kysely<Database>, query: AdminJobQuery) {
  const [rows, total] = await Promise.all([listJobsForAdmin(db, query), countJobsForAdmin(db, query)]);
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
  return { data, count: data.length, total };
}

export async function adminOverview(db: Kysely<Database>): Promise<AdminOverview> {
  const [users, jobs, activeJobs, totalCompanies] = await Promise.all([
    adminUsers(db, { search: undefined, status: 'all', limit: 5, offset: 0 }),
    adminJobs(db, { search: undefined, status: 'all', limit: 5, offset: 0 }),
    countJobsForAdmin(db, { search: undefined, status: 'active' }),
    countBusinessesForAdmin(db),
  ]);
  return {
    totalUsers: users.total,
    activeJobs,
    totalCompanies,
    recentUsers: users.data,
    recentJobs: jobs.data,
  };
}
