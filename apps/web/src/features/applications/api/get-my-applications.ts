import type { Application } from '@jobbel/shared/applications/application.schemas';
import { useInfiniteQuery, useQueries, useQuery } from '@tanstack/react-query';
import { type DayWindow, mergedWindows } from '../../../lib/day-windows';
import { applicationKeys } from './application-keys';
import { fetchApplicationsPage } from './fetch-applications-page';

type OwnApplicationsQuery = { after?: string; jobID?: number; startsFrom?: string; startsBefore?: string };

function fetchOwnApplications(userID: number, query: OwnApplicationsQuery) {
  return fetchApplicationsPage<Application>({ userID, ...query });
}

/** My Applications: newest first, a page at a time. */
export function useApplicationPages(userID: number | undefined) {
  return useInfiniteQuery({
    queryKey: applicationKeys.pagesOf(userID),
    queryFn: ({ pageParam }) => fetchOwnApplications(userID!, { after: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: userID !== undefined,
    retry: false,
  });
}

/** The worker's application to one job, null when she has none. */
export function useOwnApplicationTo(userID: number | undefined, jobID: number) {
  return useQuery({
    queryKey: applicationKeys.toJob(userID, jobID),
    queryFn: async () => (await fetchOwnApplications(userID!, { jobID })).data[0] ?? null,
    enabled: userID !== undefined,
    retry: false,
  });
}

/** The worker's applications whose shift starts within any of these windows, each once. */
export function useApplicationsStarting(userID: number | undefined, windows: DayWindow[]) {
  return useQueries({
    queries: windows.map(({ from, before }) => ({
      queryKey: applicationKeys.startingOf(userID, from, before),
      queryFn: async () =>
        (await fetchOwnApplications(userID!, { startsFrom: from, startsBefore: before })).data,
      enabled: userID !== undefined,
      retry: false,
    })),
    combine: mergedWindows((application: Application) => application.jobApplicationID),
  });
}
