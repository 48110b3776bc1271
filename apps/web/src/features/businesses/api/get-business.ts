import type { Business } from '@jobbel/shared/businesses/business.schemas';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { businessKeys } from './business-keys';

/** spec 000 §3: the profile may arrive as data[0], index 0, or the object itself. */
function firstBusiness(answer: unknown): Business | undefined {
  if (Array.isArray(answer)) return answer[0];
  if (answer && typeof answer === 'object' && 'data' in answer && Array.isArray(answer.data))
    return answer.data[0];
  return (answer as Business | undefined) ?? undefined;
}

export async function fetchBusiness(businessID: number): Promise<Business | undefined> {
  return firstBusiness(
    // spec 000 §8: a card whose business cannot be loaded falls back silently to 'Company {id}'
    await apiRequest<unknown>('/businesses', { query: { businessID }, quietErrors: 'all' }),
  );
}

export const businessQuery = (businessID: number) =>
  queryOptions({
    queryKey: businessKeys.detail(businessID),
    queryFn: () => fetchBusiness(businessID),
    staleTime: 10 * 60_000,
    retry: false,
  });

/** One request per distinct business, cached; a failure stays silent (the card falls back). */
export function useBusinessesById(businessIDs: number[]): Map<number, Business> {
  const distinct = [...new Set(businessIDs)];
  const results = useQueries({ queries: distinct.map((businessID) => businessQuery(businessID)) });
  const byId = new Map<number, Business>();
  results.forEach((result, index) => {
    if (result.data) byId.set(distinct[index]!, result.data);
  });
  return byId;
}
