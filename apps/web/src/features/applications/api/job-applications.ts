import { JOBS_AT_ONCE } from '@jobbel/shared/applications/application.constants';
import type {
  ApplicationBrief,
  ApplicationBriefList,
  JobApplication,
} from '@jobbel/shared/applications/application.schemas';
import type { Regime } from '@jobbel/shared/engagements/regimes';
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applicationKeys } from './application-keys';
import { fetchApplicationsPage } from './fetch-applications-page';

/** The applicants dialog: a job's applications a page at a time, and how many there are in all. */
export function useJobApplications(jobID: number) {
  const pages = useInfiniteQuery({
    queryKey: applicationKeys.ofJob(jobID),
    queryFn: ({ pageParam }) => fetchApplicationsPage<JobApplication>({ jobID, after: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    retry: false,
  });
  return {
    ...pages,
    applications: pages.data?.pages.flatMap((page) => page.data),
    total: pages.data?.pages[0]?.total ?? 0,
  };
}

export const applicationBriefsQuery = (jobIDs: number[]) =>
  queryOptions({
    queryKey: applicationKeys.briefsOf(jobIDs),
    queryFn: async () =>
      (
        await apiRequest<ApplicationBriefList>('/jobapplications/of-jobs', {
          query: { jobIDs: jobIDs.join(',') },
        })
      ).data,
    retry: false,
  });

/**
 * The applications to these jobs in brief (no applicant's record), as far as they are loaded: one
 * request for each JOBS_AT_ONCE of them, in the order given, so that jobs added at the end (a next page)
 * leave the batches before them as they were. A job whose batch fails to load has none.
 */
export function useApplicationsOfJobs(jobIDs: number[]): (jobID: number) => ApplicationBrief[] {
  const wanted = [...new Set(jobIDs)];
  const batches = Array.from({ length: Math.ceil(wanted.length / JOBS_AT_ONCE) }, (_, index) =>
    wanted.slice(index * JOBS_AT_ONCE, (index + 1) * JOBS_AT_ONCE),
  );
  const results = useQueries({ queries: batches.map((batch) => applicationBriefsQuery(batch)) });
  const byJob = new Map<number, ApplicationBrief[]>();
  for (const result of results)
    for (const brief of result.data ?? [])
      byJob.set(brief.jobApplicationJobID, [...(byJob.get(brief.jobApplicationJobID) ?? []), brief]);
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
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.ofJob(jobID) }),
        queryClient.invalidateQueries({ queryKey: applicationKeys.briefs }),
      ]),
  });
}
