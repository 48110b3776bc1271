import type { Business } from '@jobbel/shared/businesses/business.schemas';
import { EMPLOYER_JOBS_PAGE_SIZE, JOBS_MAX_LIMIT } from '@jobbel/shared/jobs/job.constants';
import type { Job, JobListResponse } from '@jobbel/shared/jobs/job.schemas';
import { isOpenJob } from '@jobbel/shared/jobs/job-open';
import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQueries,
  useQuery,
} from '@tanstack/react-query';
import { addDays } from 'date-fns';
import { apiRequest } from '../../../lib/api-client';
import { nowAsApiDateTime, parseApiDateTime } from '../../../lib/dates';
import { apiDay, type DayWindow, mergedWindows } from '../../../lib/day-windows';
import { type EmployerFilters, employerJobsQuery, employerStats } from '../employer-filters';
import { jobKeys } from './job-keys';

interface BusinessJobsAsked {
  direction: 'asc' | 'desc';
  limit: number;
  after?: string;
  search?: string;
  /** a day ('YYYY-MM-DD', from its start) or a moment */
  jobStartDateTime_gte?: string;
  /** a day ('YYYY-MM-DD', to its end) or a moment */
  jobStartDateTime_lte?: string;
}

/** A page of one business's jobs, every location, by start (spec 001 §7: ascending on its dashboard). */
async function fetchBusinessJobPage(
  businessID: number,
  asked: BusinessJobsAsked,
): Promise<{ data: Job[]; nextCursor: string | null }> {
  const answer = await apiRequest<JobListResponse | Job[]>('/jobs', {
    query: { jobBusinessID: businessID, order: 'jobStartDateTime', ...asked },
    // every screen that lists them shows a failure in place
    quietErrors: 'all',
  });
  return Array.isArray(answer) ? { data: answer, nextCursor: null } : answer;
}

export async function fetchBusinessJobs(
  businessID: number,
  direction: 'asc' | 'desc',
  limit = JOBS_MAX_LIMIT,
): Promise<Job[]> {
  return (await fetchBusinessJobPage(businessID, { direction, limit })).data;
}

export const businessJobsQuery = (
  businessID: number | undefined,
  direction: 'asc' | 'desc',
  limit?: number,
) =>
  queryOptions({
    queryKey: jobKeys.ofBusiness(businessID, direction, limit),
    queryFn: () => fetchBusinessJobs(businessID!, direction, limit),
    enabled: businessID !== undefined,
    retry: false,
  });

export function useBusinessJobs(businessID: number | undefined, direction: 'asc' | 'desc', limit?: number) {
  return useQuery(businessJobsQuery(businessID, direction, limit));
}

/**
 * Every job of the business that starts within the days, a page after another: a business with years of
 * jobs still sees today's (its first hundred by start would all lie in the past).
 */
async function fetchBusinessJobsStarting(businessID: number, { from, before }: DayWindow): Promise<Job[]> {
  const lastDay = apiDay(addDays(parseApiDateTime(before)!, -1));
  const jobs: Job[] = [];
  let after: string | undefined;
  do {
    const page = await fetchBusinessJobPage(businessID, {
      direction: 'asc',
      limit: JOBS_MAX_LIMIT,
      jobStartDateTime_gte: from,
      jobStartDateTime_lte: lastDay,
      after,
    });
    jobs.push(...page.data);
    after = page.nextCursor ?? undefined;
  } while (after);
  return jobs;
}

/** The business's jobs that start within any of these windows, each once. */
export function useBusinessJobsStarting(businessID: number | undefined, windows: DayWindow[]) {
  return useQueries({
    queries: windows.map((days) => ({
      queryKey: jobKeys.startingOf(businessID, days.from, days.before),
      queryFn: () => fetchBusinessJobsStarting(businessID!, days),
      enabled: businessID !== undefined,
      retry: false,
    })),
    combine: mergedWindows((job: Job) => job.jobID),
  });
}

/** The business's jobs of today and tomorrow ("Vandaag en morgen"). */
export function useJobsOfTodayAndTomorrow(businessID: number | undefined, now = new Date()) {
  return useBusinessJobsStarting(businessID, [{ from: apiDay(now), before: apiDay(addDays(now, 2)) }]);
}

/**
 * My Posted Jobs: the business's jobs in start order, ten a page (spec 001: the employer list's page
 * size), each further page after the last one's cursor; searched and bounded by the server.
 */
export function useBusinessJobPages(businessID: number | undefined, filters: EmployerFilters) {
  return useInfiniteQuery({
    queryKey: jobKeys.pagesOf(businessID, filters),
    queryFn: ({ pageParam }) =>
      fetchBusinessJobPage(businessID!, {
        direction: 'asc',
        limit: EMPLOYER_JOBS_PAGE_SIZE,
        after: pageParam,
        ...employerJobsQuery(filters),
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: businessID !== undefined,
    // other filters keep the jobs shown until their own arrive, the form and the stats in place
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The business's next open jobs, soonest first (a team member is invited to one of them). */
export function useOpenJobsOfBusiness(businessID: number | undefined) {
  return useQuery({
    queryKey: jobKeys.openOf(businessID),
    queryFn: async () => {
      const now = nowAsApiDateTime();
      const page = await fetchBusinessJobPage(businessID!, {
        direction: 'asc',
        limit: JOBS_MAX_LIMIT,
        jobStartDateTime_gte: now,
      });
      return page.data.filter((job) => isOpenJob(job, now));
    },
    enabled: businessID !== undefined,
    retry: false,
  });
}

/** The signed-in business's jobs with something waiting for it, however far back (GET /jobs/waiting). */
export function useJobsWaitingForBusiness(enabled: boolean) {
  return useQuery({
    queryKey: jobKeys.waiting,
    queryFn: async () => (await apiRequest<{ data: Job[] }>('/jobs/waiting', { quietErrors: 'all' })).data,
    enabled,
    retry: false,
  });
}

/**
 * The stat cards' counts of every job the business posted, asked again whenever one of its jobs is
 * saved or deleted (under the jobs' keys; its profile is kept for minutes).
 */
export function useEmployerStats(businessID: number | undefined) {
  return useQuery({
    queryKey: jobKeys.statsOf(businessID),
    queryFn: async () =>
      employerStats((await apiRequest<Business>('/businesses', { query: { businessID } })).businessStats),
    enabled: businessID !== undefined,
    retry: false,
  });
}
