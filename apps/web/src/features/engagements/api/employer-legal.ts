import type { EmployerLegal, EmployerLegalPayload } from '@jobbel/shared/engagements/employer-legal.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { engagementKeys } from './engagement-keys';

export function useEmployerLegal() {
  return useQuery({
    queryKey: engagementKeys.employerLegal,
    queryFn: () => apiRequest<EmployerLegal>('/employerlegal'),
  });
}

export function useSaveEmployerLegal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: EmployerLegalPayload) =>
      // the form shows the failure in its error box
      apiRequest<EmployerLegal>('/employerlegal', { method: 'PUT', body: payload, quietErrors: 'all' }),
    onSuccess: (saved) => queryClient.setQueryData(engagementKeys.employerLegal, saved),
  });
}
