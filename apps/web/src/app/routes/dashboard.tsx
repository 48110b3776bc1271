import { useEffect, useState } from 'react';
import { PageWrapper } from '../../components/layout/page-wrapper';
import { DASHBOARD_ANIMATED } from '../../components/layout/session-flags';
import { WithSplash } from '../../components/layout/splash-screen';
import { showToast } from '../../components/toast/toast-store';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { useBusinessesById } from '../../features/businesses/api/get-business';
import { FavouriteToggle } from '../../features/favourites/components/favourite-toggle';
import { useFavourites } from '../../features/favourites/favourites-store';
import { useDashboardJobs } from '../../features/jobs/api/get-jobs';
import { FilterChips } from '../../features/jobs/components/filter-chips';
import { FiltersPanel } from '../../features/jobs/components/filters-panel';
import { JobSearchHero } from '../../features/jobs/components/job-search-hero';
import { JobsResults } from '../../features/jobs/components/jobs-results';
import { type DashboardFilters, EMPTY_FILTERS, visibleJobs } from '../../features/jobs/dashboard-filters';
import { enrichJob } from '../../features/jobs/enrich-job';
import { useDebouncedValue } from '../../lib/use-debounced-value';

// spec 000 §4 and §9
const SEARCH_DEBOUNCE_MS = 500;
const DASHBOARD_ANIMATION_FLAG_DELAY_MS = 1100;

function useEntranceAnimation(): boolean {
  const [animate] = useState(() => !sessionStorage.getItem(DASHBOARD_ANIMATED));
  useEffect(() => {
    if (!animate) return;
    const timer = setTimeout(
      () => sessionStorage.setItem(DASHBOARD_ANIMATED, '1'),
      DASHBOARD_ANIMATION_FLAG_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [animate]);
  return animate;
}

/** The job search dashboard (spec 000 §2, §4, §5). */
export function DashboardRoute() {
  const animate = useEntranceAnimation();
  const [filters, setFilters] = useState<DashboardFilters>(EMPTY_FILTERS);
  const [searchText, setSearchText] = useState('');
  const [debouncedSearch, setDebouncedSearch] = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const jobsQuery = useDashboardJobs({ ...filters, search: debouncedSearch });
  const favourites = useFavourites(useCurrentUser().data?.user?.userID);

  const jobs = visibleJobs(jobsQuery.data?.pages ?? [], filters.hours);
  const businesses = useBusinessesById(jobs.map((job) => job.jobBusinessID));
  const enrichedJobs = jobs.map((job) => enrichJob(job, businesses.get(job.jobBusinessID)));

  const firstPage = jobsQuery.data?.pages.length === 1 ? jobsQuery.data.pages[0] : undefined;
  useEffect(() => {
    if (!firstPage || jobsQuery.isFetching) return;
    if (firstPage.total === 0) showToast({ type: 'info', message: 'No jobs found matching your criteria' });
    else showToast({ type: 'success', message: `Found ${firstPage.total} jobs` });
  }, [firstPage, jobsQuery.isFetching]);

  function changeFilters(changes: Partial<DashboardFilters>) {
    if (changes.search !== undefined) {
      setSearchText(changes.search);
      setDebouncedSearch(changes.search);
    }
    setFilters((current) => ({ ...current, ...changes }));
  }

  function submitSearch() {
    if (searchText === debouncedSearch) void jobsQuery.refetch();
    else setDebouncedSearch(searchText);
  }

  return (
    <WithSplash>
      <PageWrapper className="space-y-6">
        <JobSearchHero
          animate={animate}
          searchText={searchText}
          onSearchTextChange={setSearchText}
          dates={{ start: filters.dateFrom, end: filters.dateTo }}
          onDatesChange={(range) => changeFilters({ dateFrom: range.start, dateTo: range.end })}
          onSubmit={submitSearch}
        />
        <FiltersPanel filters={filters} onChange={changeFilters} />
        <FilterChips filters={{ ...filters, search: searchText }} onChange={changeFilters} />
        <JobsResults
          jobs={enrichedJobs}
          status={jobsQuery.isError ? 'error' : jobsQuery.isPending ? 'pending' : 'success'}
          errorMessage={jobsQuery.error?.message}
          onRetry={() => void jobsQuery.refetch()}
          onClearFilters={() => changeFilters(EMPTY_FILTERS)}
          canLoadMore={jobsQuery.hasNextPage}
          loadingMore={jobsQuery.isFetchingNextPage}
          onLoadMore={() => void jobsQuery.fetchNextPage()}
          cardActions={(job) => (
            <FavouriteToggle
              variant="icon"
              active={favourites.isFavourite(job.jobID)}
              onToggle={() => void favourites.toggle(job.jobID)}
            />
          )}
        />
      </PageWrapper>
    </WithSplash>
  );
}
