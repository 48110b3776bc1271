import { adminSearchIsLongEnough } from '@jobbel/shared/admin/admin.schemas';
import { useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import type { AdminListQuery } from './api/admin-queries';

/**
 * Search, status filter and page of an admin list; the search reaches the server 300 ms after typing
 * stops, once it is long enough (shorter, the list stays whole and the table says why). The pages are
 * followed by cursor: the trail holds the cursor of each page shown before this one, so "Vorige" goes
 * back one and a new search or filter starts again at the first.
 */
export function useAdminListState() {
  const [query, setQuery] = useState<AdminListQuery>({ search: '', status: 'all', trail: [] });
  const [typed] = useDebouncedValue(query.search, 300);
  const search = adminSearchIsLongEnough(typed) ? typed : '';
  return {
    query,
    effective: { ...query, search },
    searchTooShort: query.search.trim() !== '' && !adminSearchIsLongEnough(query.search),
    searchFor: (text: string) => setQuery({ ...query, search: text, trail: [] }),
    filterOn: (status: string) => setQuery({ ...query, status, trail: [] }),
    next: (cursor: string) => setQuery({ ...query, trail: [...query.trail, cursor] }),
    previous: () => setQuery({ ...query, trail: query.trail.slice(0, -1) }),
  };
}

export type AdminListState = ReturnType<typeof useAdminListState>;
