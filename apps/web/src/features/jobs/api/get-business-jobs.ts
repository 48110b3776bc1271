import { JOBS_MAX_LIMIT } from '@jobbel/shared/jobs/job.constants';
import type { Job, JobListResponse } from '@jobbel/shared/jobs/job.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
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
