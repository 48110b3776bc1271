import type { Business } from '@jobbel/shared/businesses/business.schemas';

export interface EmployerFilters {
  search: string;
  startDate: string;
  endDate: string;
}

export const EMPTY_EMPLOYER_FILTERS: EmployerFilters = { search: '', startDate: '', endDate: '' };

/**
 * spec 001 §5, asked of the server: a search in title or description, whatever the case; the start date
 * counts from 00:00:00, the end date to 23:59:59 (a day alone means so); with a date, jobs without a start
 * are left out.
 */
export function employerJobsQuery(filters: EmployerFilters) {
  return {
    search: filters.search.trim() || undefined,
    jobStartDateTime_gte: filters.startDate || undefined,
    jobStartDateTime_lte: filters.endDate || undefined,
  };
}

/** The four stat cards, from the business's own counts: every job it posted, not the ones loaded. */
export function employerStats(stats: Business['businessStats']) {
  const totalJobs = stats?.jobsPosted ?? 0;
  const totalApplications = stats?.applicationsReceived ?? 0;
  return {
    totalJobs,
    activeJobs: stats?.activeJobs ?? 0,
    totalApplications,
    averageApplications: totalJobs === 0 ? 0 : Math.round(totalApplications / totalJobs),
  };
}
