import { useEffect, useState } from 'react';
import { showToast } from '../../components/toast/toast-store';
import { t } from '../../lib/i18n';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useDashboardJobs } from './api/get-jobs';
import { type DashboardFilters, EMPTY_FILTERS } from './dashboard-filters';

// spec 000 §9: the search box waits this long after the last key
const SEARCH_DEBOUNCE_MS = 500;

/** The dashboard's filters, the search text (sent 500 ms after typing stops) and the pages they find. */
export function useDashboardSearch() {
  const [filters, setFilters] = useState<DashboardFilters>(EMPTY_FILTERS);
  const [searchText, setSearchText] = useState('');
  const [debouncedSearch, setDebouncedSearch] = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const jobsQuery = useDashboardJobs({ ...filters, search: debouncedSearch });

  // spec 000 §8: a toast says how many jobs a new search found
  const firstPage = jobsQuery.data?.pages.length === 1 ? jobsQuery.data.pages[0] : undefined;
  useEffect(() => {
    if (!firstPage || jobsQuery.isFetching) return;
    if (firstPage.total === 0)
      showToast({ type: 'info', message: t('web.jobs.useDashboardSearch.noJobsFoundMatchingYour') });
    else
      showToast({
        type: 'success',
        message: t('web.jobs.useDashboardSearch.foundTotalJobs', { total: firstPage.total }),
      });
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

  return { filters, searchText, setSearchText, changeFilters, submitSearch, jobsQuery };
}
