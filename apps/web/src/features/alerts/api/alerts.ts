import type { AlertFrequency } from '@jobbel/shared/alerts/alert.constants';
import type { AlertList, AlertPayload } from '@jobbel/shared/alerts/alert.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const alertKeys = { mine: ['alerts'] as const };

export function useAlerts() {
  return useQuery({ queryKey: alertKeys.mine, queryFn: () => apiRequest<AlertList>('/jobalerts') });
}

export function useSaveAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alert: AlertPayload) => apiRequest<AlertList>('/jobalerts', { method: 'POST', body: alert }),
    onSuccess: (list) => queryClient.setQueryData(alertKeys.mine, list),
  });
}

export function useChangeAlertFrequency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ alertID, alertFrequency }: { alertID: number; alertFrequency: AlertFrequency }) =>
      apiRequest<AlertList>('/jobalerts', {
        method: 'PUT',
        query: { id: alertID },
        body: { alertFrequency },
      }),
    onSuccess: (list) => queryClient.setQueryData(alertKeys.mine, list),
  });
}

export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alertID: number) =>
      apiRequest<AlertList>('/jobalerts', { method: 'DELETE', query: { id: alertID } }),
    onSuccess: (list) => queryClient.setQueryData(alertKeys.mine, list),
  });
}
