import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { jobKeys } from './job-keys';

/** Asks again which jobs wait for the business: the bell told of news (a new applicant, hours, an answer). */
export function useRefreshWaitingJobs() {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: jobKeys.waiting }), [queryClient]);
}
