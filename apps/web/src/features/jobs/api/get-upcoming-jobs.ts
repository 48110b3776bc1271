import type { JobPreviewList } from '@jobbel/shared/jobs/job-preview.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { jobKeys } from './job-keys';

/**
 * The soonest open jobs a signed-out visitor may see (the login carousel). `enabled`: only where they
 * are shown; a failure shows no cards, and says nothing (the carousel is decoration beside the form).
 */
export function useUpcomingJobs({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: jobKeys.upcoming,
    queryFn: async () => (await apiRequest<JobPreviewList>('/jobs/upcoming', { quietErrors: 'all' })).data,
    enabled,
    staleTime: 60_000,
  });
}
