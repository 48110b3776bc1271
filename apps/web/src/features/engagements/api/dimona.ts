import type { DimonaTask, InszDisclosureList } from '@jobbel/shared/engagements/dimona.schemas';
import type { EngagementCheck } from '@jobbel/shared/engagements/engagement-check.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { engagementKeys } from './engagement-keys';

export function useDimonaTasks(enabled = true) {
  return useQuery({
    queryKey: engagementKeys.dimona,
    enabled,
    queryFn: async () => (await apiRequest<{ data: DimonaTask[] }>('/dimona')).data,
  });
}

/** The business records the period id it got from the RSZ, or that it cancelled a Dimona there. */
export function useDimonaStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, step, periodID }: { id: number; step: 'declared' | 'cancelled'; periodID?: string }) =>
      apiRequest<DimonaTask>(`/jobapplications/dimona/${step}`, {
        method: 'POST',
        query: { id },
        ...(periodID !== undefined && { body: { periodID } }),
        quietErrors: 'all',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: engagementKeys.dimona }),
  });
}

/** Her INSZ, fetched only when the business asks to see it: each showing is recorded. */
export function fetchInsz(id: number) {
  return apiRequest<{ insz: string }>('/jobapplications/dimona/insz', { query: { id }, quietErrors: 'all' });
}

export function useEngagementCheck(applicationID: number) {
  return useQuery({
    queryKey: engagementKeys.check(applicationID),
    queryFn: () =>
      apiRequest<EngagementCheck>('/jobapplications/engagement', { query: { id: applicationID } }),
    staleTime: 0,
  });
}

export function useInszDisclosures() {
  return useQuery({
    queryKey: engagementKeys.disclosures,
    queryFn: async () => (await apiRequest<InszDisclosureList>('/inszdisclosures')).data,
  });
}
