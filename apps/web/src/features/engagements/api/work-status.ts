import type {
  WorkHours,
  WorkStatusDto,
  WorkStatusPayload,
} from '@jobbel/shared/engagements/work-status.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { engagementKeys } from './engagement-keys';

export function useWorkStatus() {
  return useQuery({
    queryKey: engagementKeys.workStatus,
    queryFn: () => apiRequest<WorkStatusDto>('/workstatus'),
  });
}

export function useWorkHours() {
  return useQuery({ queryKey: engagementKeys.workHours, queryFn: () => apiRequest<WorkHours>('/workhours') });
}

export function useSaveWorkStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: WorkStatusPayload) =>
      apiRequest<WorkStatusDto>('/workstatus', { method: 'PUT', body: payload, quietErrors: 'all' }),
    onSuccess: (saved) => {
      queryClient.setQueryData(engagementKeys.workStatus, saved);
      return queryClient.invalidateQueries({ queryKey: engagementKeys.workHours });
    },
  });
}
