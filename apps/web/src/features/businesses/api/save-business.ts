import type { Business, BusinessPayload } from '@jobbel/shared/businesses/business.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { businessKeys } from './business-keys';

/** Creates the profile when there is none yet, otherwise updates it (spec 001 §4). */
export function saveBusiness(payload: BusinessPayload, isNew: boolean) {
  return apiRequest<Business>('/businesses', {
    method: isNew ? 'POST' : 'PUT',
    body: payload,
    // the form shows the failure in its error box
    quietErrors: 'all',
  });
}

/** Saves the profile; every business query refreshes afterwards. */
export function useSaveBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, isNew }: { payload: BusinessPayload; isNew: boolean }) =>
      saveBusiness(payload, isNew),
    onSettled: () => queryClient.invalidateQueries({ queryKey: businessKeys.all }),
  });
}
