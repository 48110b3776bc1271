import { toSearchKey } from '@jobbel/shared/jobs/search-key';
import type { PlaceListResponse } from '@jobbel/shared/places/place.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const MIN_TYPED = 2;

/** Belgian towns starting with what was typed; the list never changes, so it is kept. */
export function placeSuggestionsQuery(text: string) {
  const typed = toSearchKey(text);
  return queryOptions({
    queryKey: ['places', typed],
    queryFn: async () =>
      (await apiRequest<PlaceListResponse>('/places', { query: { q: typed }, quietErrors: 'all' })).data,
    enabled: typed.length >= MIN_TYPED,
    staleTime: Number.POSITIVE_INFINITY,
    // the dashboard waits for them before it searches a typed town: a failure falls back to the text at once
    retry: false,
  });
}

export function usePlaceSuggestions(text: string) {
  return useQuery(placeSuggestionsQuery(text));
}
