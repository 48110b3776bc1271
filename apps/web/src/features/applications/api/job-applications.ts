import type { JobApplication } from '@jobbel/shared/applications/application.schemas';
import type { Regime } from '@jobbel/shared/engagements/regimes';
import { queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applicationKeys } from './application-keys';

export async function fetchJobApplications(jobID: number): Promise<JobApplication[]> {
  const answer = await apiRequest<{ data: JobApplication[] } | JobApplication[]>('/jobapplications', {
    query: { jobID },
  });
  return Array.isArray(answer) ? answer : answer.data;
}

export const jobApplicationsQuery = (jobID: number) =>
  queryOptions({
    queryKey: applicationKeys.ofJob(jobID),
    queryFn: () => fetchJobApplications(jobID),
    retry: false,
  });

export function useJobApplications(jobID: number) {
  return useQuery(jobApplicationsQuery(jobID));
}

/** Each job's applications, as far as they are loaded; a job whose applications fail to load has none. */
export function useApplicationsOfJobs(jobIDs: number[]): (jobID: number) => JobApplication[] {
  const results = useQueries({ queries: jobIDs.map((jobID) => jobApplicationsQuery(jobID)) });
  const byJob = new Map(jobIDs.map((jobID, index) => [jobID, results[index]?.data ?? []]));
  return (jobID) => byJob.get(jobID) ?? [];
}

/** Counts per job; a job whose applications fail to load counts zero (spec 001 §8). */
export function useApplicationCounts(jobIDs: number[]): Map<number, number> {
  const applicationsOf = useApplicationsOfJobs(jobIDs);
  return new Map(jobIDs.map((jobID) => [jobID, applicationsOf(jobID).length]));
}

export function useDecideApplication(jobID: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, regime }: { id: number; status: 'accepted' | 'rejected'; regime?: Regime }) =>
      apiRequest('/jobapplications', {
        method: 'PUT',
        query: { id },
        body: { jobApplicationStatus: status, ...(regime && { jobApplicationRegime: regime }) },
        // an accept with a chosen regime is made in a dialog that says in place what the law refused
        ...(regime && { quietErrors: 'all' as const }),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.ofJob(jobID) }),
  });
}
