import type { Application } from '@jobbel/shared/applications/application.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applicationKeys } from './application-keys';

export function withdrawApplication(jobApplicationID: number) {
  return apiRequest<Application>('/jobapplications', {
    method: 'PUT',
    query: { id: jobApplicationID },
    body: { jobApplicationStatus: 'withdrawn' },
  });
}

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.mine }),
  });
}
