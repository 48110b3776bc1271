import type { Job } from '@jobbel/shared/jobs/job.schemas';
import { stripHtml } from '@jobbel/shared/jobs/search-key';

export interface EmployerFilters {
  search: string;
  startDate: string;
  endDate: string;
}

export const EMPTY_EMPLOYER_FILTERS: EmployerFilters = { search: '', startDate: '', endDate: '' };

/**
 * spec 001 §5: case-insensitive search on title or description; the start date counts from 00:00:00,
 * the end date to 23:59:59; with a date filter, jobs without a start are left out.
 */
export function filterEmployerJobs(jobs: Job[], filters: EmployerFilters): Job[] {
  const search = filters.search.trim().toLowerCase();
  const from = filters.startDate ? `${filters.startDate} 00:00:00` : undefined;
  const to = filters.endDate ? `${filters.endDate} 23:59:59` : undefined;
  return jobs.filter((job) => {
    if (search && !`${job.jobTitle} ${stripHtml(job.jobDescription)}`.toLowerCase().includes(search))
      return false;
    if (!from && !to) return true;
    if (!job.jobStartDateTime) return false;
    return (!from || job.jobStartDateTime >= from) && (!to || job.jobStartDateTime <= to);
  });
}

export function employerStats(jobs: Job[], applicationCounts: Map<number, number>) {
  const totalApplications = jobs.reduce((sum, job) => sum + (applicationCounts.get(job.jobID) ?? 0), 0);
  return {
    totalJobs: jobs.length,
    activeJobs: jobs.filter((job) => (job.jobStatus || 'active') === 'active').length,
    totalApplications,
    averageApplications: jobs.length === 0 ? 0 : Math.round(totalApplications / jobs.length),
  };
}
