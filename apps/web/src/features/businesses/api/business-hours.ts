import type { BusinessHour } from '@jobbel/shared/businesses/business.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { businessKeys } from './business-keys';

export async function fetchBusinessHours(businessID: number): Promise<BusinessHour[]> {
  return (await apiRequest<{ data: BusinessHour[] }>('/businesshours', { query: { businessID } })).data;
}

export const businessHoursQuery = (businessID: number | undefined) =>
  queryOptions({
    queryKey: businessKeys.hours(businessID),
    queryFn: () => fetchBusinessHours(businessID!),
    enabled: businessID !== undefined,
  });

export function useBusinessHours(businessID: number | undefined) {
  return useQuery(businessHoursQuery(businessID));
}

// the business form names each failed day in its error box (spec 001 §8): no toast besides
const quietErrors = 'all';

export const addBusinessHour = (slot: { dayOfWeek: number; openTime: string; closeTime: string }) =>
  apiRequest<BusinessHour>('/businesshours', { method: 'POST', body: slot, quietErrors });

export const updateBusinessHour = (id: number, times: { openTime: string; closeTime: string }) =>
  apiRequest<BusinessHour>('/businesshours', { method: 'PUT', query: { id }, body: times, quietErrors });

export const deleteBusinessHour = (id: number) =>
  apiRequest('/businesshours', { method: 'DELETE', query: { id }, quietErrors });
