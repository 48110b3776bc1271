import type { Job, JobPayload } from '@jobbel/shared/jobs/job.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { jobKeys } from './job-keys';

export function saveJob(payload: JobPayload, jobID?: number) {
  return apiRequest<Job>('/jobs', {
    method: jobID === undefined ? 'POST' : 'PUT',
    query: jobID === undefined ? undefined : { id: jobID },
    body: payload,
  });
}

export function deleteJob(jobID: number) {
  return apiRequest<void>('/jobs', { method: 'DELETE', query: { id: jobID } });
}

export function useSaveJob(jobID?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: JobPayload) => saveJob(payload, jobID),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
