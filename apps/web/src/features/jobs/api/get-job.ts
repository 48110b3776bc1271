import type { Job } from '@jobbel/shared/jobs/job.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { jobKeys } from './job-keys';

export async function fetchJob(jobID: number): Promise<Job> {
  try {
    return await apiRequest<Job>('/jobs', { query: { id: jobID }, quietErrors: 'all' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      throw new ApiError(t('web.jobs.detailLoad.jobNotFound'), 404, 'not_found');
    // a deleted job's link says so rather than that it never existed
    if (error instanceof ApiError && error.status === 410)
      throw new ApiError(t('web.jobs.detailLoad.jobDeleted'), 410, 'job_not_available');
    if (error instanceof ApiError && error.code === 'token_invalid_or_expired') throw error;
    throw new ApiError(t('web.jobs.detailLoad.failed'), 0, 'load_failed');
  }
}

export const jobQuery = (jobID: number) =>
  queryOptions({
    queryKey: jobKeys.detail(jobID),
    queryFn: () => fetchJob(jobID),
    retry: false,
    staleTime: 30_000,
  });

export function useJob(jobID: number) {
  return useQuery(jobQuery(jobID));
}
