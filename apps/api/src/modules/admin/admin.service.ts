import type {
  AdminJob,
  AdminJobQuery,
  AdminOverview,
  AdminUser,
  AdminUserQuery,
} from '@jobbel/shared/admin/admin.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { brusselsNow } from '../../lib/clock';
import { t } from '../../lib/i18n';
import { can, ensure } from '../auth/policy';
import type { AuthContext } from '../auth/token.service';
import {
  completedJobsByUser,
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

export async function adminUsers(db: Kysely<Database>, query: AdminUserQuery) {
  const [rows, total] = await Promise.all([listUsersForAdmin(db, query), countUsersForAdmin(db, query)]);
  const completed = await completedJobsByUser(
    db,
    rows.map((row) => row.userID),
    brusselsNow(),
  );
  const data: AdminUser[] = rows.map((row) => ({
    userID: row.userID,
    accountID: row.accountID,
    accountType: row.accountType,
    name: `${row.userFirstName} ${row.userLastName}`,
    email: row.userEmail,
    phone: row.userPhoneNumber,
    city: row.userAddressCity,
    status: row.emailConfirmedAt ? 'active' : 'inactive',
    joinDate: row.createdAt,
    completedJobs: Number(completed.find((entry) => entry.userID === row.userID)?.completed ?? 0),
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
