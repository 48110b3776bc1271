import { useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import type { AdminListQuery } from './api/admin-queries';

/** Search, status filter and page of an admin list; the search reaches the server 300 ms after typing stops. */
export function useAdminListState() {
  const [query, setQuery] = useState<AdminListQuery>({ search: '', status: 'all', offset: 0 });
  const [search] = useDebouncedValue(query.search, 300);
  return { query, effective: { ...query, search }, setQuery };
}
