import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { applicationKeys } from './application-keys';

/**
 * Every list of applications on screen asked again (My Applications, the applicants dialog, the employer
 * dashboard's counts): the shell calls it when a notification says one of them changed.
 */
export function useRefreshApplications() {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
    [queryClient],
  );
}
