import { JOBS_MAX_LIMIT } from '@jobbel/shared/jobs/job.constants';
import type { Job, JobListResponse } from '@jobbel/shared/jobs/job.schemas';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { addDays, lightFormat } from 'date-fns';
import { apiRequest } from '../../../lib/api-client';
import { parseApiDateTime } from '../../../lib/dates';
import { type DayWindow, mergedWindows } from '../../../lib/day-windows';
import { jobKeys } from './job-keys';

/** One business's jobs, every location (spec 001 §7: start date ascending on the employer dashboard). */
export async function fetchBusinessJobs(
  businessID: number,
  direction: 'asc' | 'desc',
  limit = JOBS_MAX_LIMIT,
): Promise<Job[]> {
  const answer = await apiRequest<JobListResponse | Job[]>('/jobs', {
    query: { jobBusinessID: businessID, order: 'jobStartDateTime', direction, limit, offset: 0 },
    // both screens that list them show a failure in place
    quietErrors: 'all',
  });
  return Array.isArray(answer) ? answer : answer.data;
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
  const lastDay = lightFormat(addDays(parseApiDateTime(before)!, -1), 'yyyy-MM-dd');
  const jobs: Job[] = [];
  let after: string | undefined;
  do {
    const answer = await apiRequest<JobListResponse | Job[]>('/jobs', {
      query: {
        jobBusinessID: businessID,
        order: 'jobStartDateTime',
        direction: 'asc',
        limit: JOBS_MAX_LIMIT,
        jobStartDateTime_gte: from,
        jobStartDateTime_lte: lastDay,
        after,
      },
      quietErrors: 'all',
    });
    const page = Array.isArray(answer) ? { data: answer, nextCursor: null } : answer;
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
  const day = (date: Date) => lightFormat(date, 'yyyy-MM-dd');
  return useBusinessJobsStarting(businessID, [{ from: day(now), before: day(addDays(now, 2)) }]);
}
