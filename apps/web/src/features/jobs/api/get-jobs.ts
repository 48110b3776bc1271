import type { Job, JobListResponse } from '@jobbel/shared/jobs/job.schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest, parseResponseText } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { type DashboardFilters, EMPTY_FILTERS, toJobsQuery } from '../dashboard-filters';
import { takeEarlyFirstPage } from './early-first-page';
import { jobKeys } from './job-keys';

/** spec 000 §7: the answer is a data array or a bare array (which has no next page). */
function toPage(answer: JobListResponse | Job[]): JobListResponse {
  if (!Array.isArray(answer)) return answer;
  return { data: answer, count: answer.length, total: answer.length, totalExact: true, nextCursor: null };
}

export async function fetchJobsPage(filters: DashboardFilters, after?: string): Promise<JobListResponse> {
  return toPage(
    await apiRequest<JobListResponse | Job[]>('/jobs', {
      query: toJobsQuery(filters, after),
      // the dashboard shows a failure in place
      quietErrors: 'all',
    }),
  );
}

export const dashboardJobsQuery = (filters: DashboardFilters) =>
  infiniteQueryOptions({
    queryKey: jobKeys.dashboard(toJobsQuery(filters)),
    queryFn: ({ pageParam }) => fetchJobsPage(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    // the page prefetched while the dashboard loaded is not asked for again when it mounts
    staleTime: 15_000,
    // the next page continues after the last job of this one, until the API says none follows
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    retry: false,
  });

/** waitForTown: the town a typed location means is not known yet, so nothing is searched. */
export function useDashboardJobs(filters: DashboardFilters, { waitForTown }: { waitForTown: boolean }) {
  return useInfiniteQuery({ ...dashboardJobsQuery(filters), enabled: !waitForTown });
}

/** How long the dashboard's screen waits for its first jobs before it shows skeletons instead. */
const FIRST_PAGE_WAIT_MS = 500;

/** The page an early answer's text holds; null when there is none, or it cannot be read. */
function pageOfText(text: string | null): JobListResponse | null {
  if (text === null) return null;
  try {
    return toPage(parseResponseText(text, 200) as JobListResponse | Job[]);
  } catch {
    return null;
  }
}

/**
 * Starts the dashboard's first search while its screen downloads, or takes the answer the prepared page
 * asked for before the app's code arrived (early-first-page.ts) when it was asked with this session's
 * token. The screen then waits a moment for the answer: on a phone the jobs arrive with the screen's
 * code, and one render with cards is clearly faster than skeletons followed by a second render and layout.
 */
export async function prefetchDashboardJobs(token: string): Promise<null> {
  const query = dashboardJobsQuery(EMPTY_FILTERS);
  const cached = queryClient.getQueryData(query.queryKey) !== undefined;
  const early = cached ? undefined : takeEarlyFirstPage(token);
  const firstPage = early
    ? early.then((text) => {
        const page = pageOfText(text);
        if (!page) return queryClient.prefetchInfiniteQuery(query);
        queryClient.setQueryData(query.queryKey, { pages: [page], pageParams: [undefined] });
      })
    : queryClient.prefetchInfiniteQuery(query);
  if (!cached)
    await Promise.race([firstPage, new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))]);
  return null;
}
