import { PageWrapper } from '../../components/layout/page-wrapper';
import { SaveAlertButton } from '../../features/alerts/components/save-alert-button';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { useBusinessesById } from '../../features/businesses/api/get-business';
import { FavouriteToggle } from '../../features/favourites/components/favourite-toggle';
import { useFavourites } from '../../features/favourites/favourites-store';
import { FilterChips } from '../../features/jobs/components/filter-chips';
import { FiltersPanel } from '../../features/jobs/components/filters-panel';
import { JobSearchHero } from '../../features/jobs/components/job-search-hero';
import { JobsResults } from '../../features/jobs/components/jobs-results';
import { EMPTY_FILTERS, visibleJobs } from '../../features/jobs/dashboard-filters';
import { enrichJob } from '../../features/jobs/enrich-job';
import { useDashboardSearch } from '../../features/jobs/use-dashboard-search';
import { useEntranceAnimation } from '../../features/jobs/use-entrance-animation';
import { useKeptScroll } from '../../features/jobs/use-kept-scroll';
import { placeSuggestionsQuery } from '../../features/places/api/get-places';
import { TownField } from '../../features/places/components/town-field';
import { ApiError, errorCodeLine } from '../../lib/api-client';
import { t } from '../../lib/i18n';

/** The job search dashboard (spec 000 §2, §4, §5). */
export function DashboardRoute() {
  const animate = useEntranceAnimation();
  const {
    filters,
    searchText,
    setSearchText,
    searchedLocation,
    changeFilters,
    pickTown,
    setEditingTown,
    submitSearch,
    jobsQuery,
  } = useDashboardSearch(placeSuggestionsQuery);
  const me = useCurrentUser().data;
  const worker = me?.account_type === 'user' ? me.user : undefined;
  const favourites = useFavourites(worker?.userID);
  const jobs = visibleJobs(jobsQuery.data?.pages ?? [], filters.hours);
  useKeptScroll(jobsQuery.isSuccess);
  const businesses = useBusinessesById(jobs.map((job) => job.jobBusinessID));

  return (
    <PageWrapper className="space-y-6">
      <JobSearchHero
        animate={animate}
        searchText={searchText}
        onSearchTextChange={setSearchText}
        dates={{ start: filters.dateFrom, end: filters.dateTo }}
        onDatesChange={(range) => changeFilters({ dateFrom: range.start, dateTo: range.end })}
        onSubmit={submitSearch}
      />
      <FiltersPanel
        filters={filters}
        onChange={changeFilters}
        onPickTown={pickTown}
        onEditTown={setEditingTown}
        renderTownField={(field) => <TownField {...field} />}
        homeTown={worker?.userAddressCity}
      />
      <FilterChips
        filters={{ ...filters, search: searchText, location: searchedLocation }}
        onChange={changeFilters}
      />
      {worker && (
        <SaveAlertButton
          search={{
            alertSearch: searchText,
            alertLocation: searchedLocation,
            alertRadiusKm: filters.radiusKm,
            alertJobType: filters.jobType,
            alertHours: filters.hours,
          }}
          suggestedName={
            searchText ||
            t('web.alerts.save.defaultName', { town: searchedLocation || t('web.common.defaultTown') })
          }
        />
      )}
      <JobsResults
        jobs={jobs.map((job) => enrichJob(job, businesses.get(job.jobBusinessID)))}
        status={jobsQuery.isError ? 'error' : jobsQuery.isPending ? 'pending' : 'success'}
        errorMessage={jobsQuery.error?.message}
        errorCode={errorCodeLine(jobsQuery.error instanceof ApiError ? jobsQuery.error.requestId : undefined)}
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
  );
}
