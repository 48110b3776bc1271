import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { showToast } from '../../components/toast/toast-store';
import { ApiError, errorCodeLine } from '../../lib/api-client';
import { t } from '../../lib/i18n';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useDashboardJobs } from './api/get-jobs';
import { type DashboardFilters, filtersFromSearchParams, searchParamsOf } from './dashboard-filters';
import { searchedTown } from './searched-town';
import type { TownSuggestionsQuery } from './town-field-slot';

// spec 000 §9: the search box waits this long after the last key
const SEARCH_DEBOUNCE_MS = 500;
const SEARCH_RESULT_TOAST = 'job-search-result';
/** the search whose result was last announced, across visits to the dashboard */
let lastAnnounced: string | undefined;

/**
 * The dashboard's filters; the typed texts (search and location) are sent 500 ms after typing stops,
 * the choices at once; a typed location searches the town it means ('gen' searches Gent); and the pages
 * they find.
 */
export function useDashboardSearch(townSuggestions: TownSuggestionsQuery) {
  const [address, setAddress] = useSearchParams();
  const [filters, setFilters] = useState<DashboardFilters>(() => filtersFromSearchParams(address));
  const [searchText, setSearchText] = useState(filters.search);
  const [debouncedSearch, setDebouncedSearch] = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const [debouncedLocation, setDebouncedLocation] = useDebouncedValue(filters.location, SEARCH_DEBOUNCE_MS);
  const town = searchedTown(debouncedLocation, useQuery(townSuggestions(debouncedLocation)));
  // while the town is not known yet, the chip shows the text and nothing is searched
  const searchedLocation = town ?? debouncedLocation;
  // once the worker has left the field, it shows the town that is searched: 'mel' becomes 'Melle'
  // (never while typing or choosing: the text and the suggestions stay as they are)
  const [editingTown, setEditingTown] = useState(false);
  useEffect(() => {
    if (editingTown || town === undefined || town === debouncedLocation) return;
    if (filters.location !== debouncedLocation) return;
    setFilters((current) =>
      current.location === debouncedLocation ? { ...current, location: town } : current,
    );
    setDebouncedLocation(town);
  }, [editingTown, town, debouncedLocation, filters.location, setDebouncedLocation]);
  const searched = { ...filters, location: searchedLocation, search: debouncedSearch };
  const jobsQuery = useDashboardJobs(searched, { waitForTown: town === undefined });

  // the search that runs is in the address (replacing it: each keystroke is no page to go back to)
  const searchInAddress = searchParamsOf({ ...searched, location: debouncedLocation }).toString();
  useEffect(() => {
    if (searchInAddress !== new URLSearchParams(window.location.search).toString())
      setAddress(new URLSearchParams(searchInAddress), { replace: true, preventScrollReset: true });
  }, [searchInAddress, setAddress]);

  // spec 000 §8: a toast says how many jobs a new search found; the next result replaces it, and a
  // failed refetch (shown in place) says nothing
  const firstPage = jobsQuery.data?.pages.length === 1 ? jobsQuery.data.pages[0] : undefined;
  const answered = jobsQuery.isSuccess && !jobsQuery.isFetching;
  useEffect(() => {
    if (!firstPage || !answered) return;
    // once per search: coming back to the dashboard to the same search is no news
    if (lastAnnounced === searchInAddress) return;
    lastAnnounced = searchInAddress;
    if (firstPage.total === 0)
      showToast({
        type: 'info',
        kind: SEARCH_RESULT_TOAST,
        message: t('web.jobs.search.none'),
      });
    else
      showToast({
        type: 'success',
        kind: SEARCH_RESULT_TOAST,
        message: t('web.jobs.search.resultCount', {
          // past the API's counting limit the total is a lower bound: 'Found 1000+ jobs'
          count: firstPage.totalExact ? firstPage.total : `${firstPage.total}+`,
        }),
      });
  }, [firstPage, answered, searchInAddress]);

  // spec 000 §8: a failed load is told in a toast as well as in the box, once per failure
  const failedAt = jobsQuery.isError ? jobsQuery.errorUpdatedAt : 0;
  const failure = jobsQuery.error?.message;
  const failureCode = jobsQuery.error instanceof ApiError ? jobsQuery.error.requestId : undefined;
  useEffect(() => {
    if (!failedAt) return;
    showToast({
      type: 'error',
      kind: SEARCH_RESULT_TOAST,
      message: failure || t('web.jobs.jobsResults.loadFailed'),
      details: errorCodeLine(failureCode),
    });
  }, [failedAt, failure, failureCode]);

  function changeFilters(changes: Partial<DashboardFilters>) {
    if (changes.search !== undefined) {
      setSearchText(changes.search);
      setDebouncedSearch(changes.search);
    }
    // a cleared or chip-removed location applies at once; typing goes through the debounce
    if (changes.location === '') setDebouncedLocation('');
    setFilters((current) => ({ ...current, ...changes }));
  }

  /** A town picked from the suggestions applies at once. */
  function pickTown(town: string) {
    setDebouncedLocation(town);
    setFilters((current) => ({ ...current, location: town }));
  }

  function submitSearch() {
    const unchanged = searchText === debouncedSearch && filters.location === debouncedLocation;
    if (unchanged && town !== undefined) void jobsQuery.refetch();
    setDebouncedSearch(searchText);
    setDebouncedLocation(filters.location);
  }

  return {
    filters,
    searchText,
    setSearchText,
    /** the town the results are for (empty for the default, Gent) */
    searchedLocation,
    changeFilters,
    pickTown,
    setEditingTown,
    submitSearch,
    jobsQuery,
  };
}
