import type { Business } from '@jobbel/shared/businesses/business.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { businessKeys } from './business-keys';

export async function fetchBusinessByAccount(businessAccountID: number): Promise<Business | null> {
  try {
    return await apiRequest<Business>('/businesses', {
      query: { businessAccountID },
      quietErrors: ['not_found'],
    });
  } catch (error) {
    if (error instanceof Error && 'status' in error && error.status === 404) return null;
    throw error;
  }
}

export const businessByAccountQuery = (businessAccountID: number | undefined) =>
  queryOptions({
    queryKey: businessKeys.byAccount(businessAccountID),
    queryFn: () => fetchBusinessByAccount(businessAccountID!),
    enabled: businessAccountID !== undefined,
    staleTime: 5 * 60_000,
  });

export function useBusinessByAccount(businessAccountID: number | undefined) {
  return useQuery(businessByAccountQuery(businessAccountID));
}
