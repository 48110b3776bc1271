import type { Job, JobPayload } from '@jobbel/shared/jobs/job.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { jobKeys } from './job-keys';

/**
 * Posts or edits a job. An edit that changes the terms booked workers agreed to answers 409
 * `booked_change` (quietly: the caller asks the business) unless `confirmBooked` says it knows.
 */
export function saveJob(payload: JobPayload, jobID?: number, confirmBooked = false) {
  return apiRequest<Job>('/jobs', {
    method: jobID === undefined ? 'POST' : 'PUT',
    query: jobID === undefined ? undefined : { id: jobID, confirmBooked: confirmBooked ? 1 : undefined },
    body: payload,
    quietErrors: ['booked_change'],
  });
}

export function deleteJob(jobID: number) {
  return apiRequest<void>('/jobs', { method: 'DELETE', query: { id: jobID } });
}

export function useSaveJob(jobID?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, confirmBooked }: { payload: JobPayload; confirmBooked?: boolean }) =>
      saveJob(payload, jobID, confirmBooked),
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
