import type { Application } from '@jobbel/shared/applications/application.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applicationKeys } from './application-keys';

export function applyForJob(jobID: number, userID: number) {
  return apiRequest<Application>('/jobapplications', {
    method: 'POST',
    body: { jobApplicationJobID: jobID, jobApplicationUserID: userID },
    quietErrors: ['already_applied', 'job_not_available', 'business_cannot_apply'],
  });
}

export function useApplyForJob(userID: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobID: number) => applyForJob(jobID, userID!),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.ofUser(userID) }),
  });
}
