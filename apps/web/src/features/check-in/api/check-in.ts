import type {
  CheckInCode,
  CheckInPayload,
  ManualCheckPayload,
  PresenceLog,
} from '@jobbel/shared/check-in/check-in.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const checkInKeys = {
  code: (jobID: number) => ['check-in-code', jobID] as const,
  log: (applicationID: number) => ['presence-log', applicationID] as const,
};

// asked again this long after the server's code changes, so a slow answer still brings the new one
const AFTER_CHANGE_MS = 300;

/**
 * The code the venue's screen shows, asked again the moment the server says it changes (by the server's
 * clock, whatever the tablet's says). Each answer also refreshes who has checked in.
 */
export function useCheckInCode(jobID: number) {
  return useQuery({
    queryKey: checkInKeys.code(jobID),
    queryFn: () => apiRequest<CheckInCode>('/checkin/code', { query: { jobID }, quietErrors: 'all' }),
    refetchInterval: (query) => {
      const code = query.state.data;
      return code ? Math.max(1000, code.nextCodeAtMs - code.serverNowMs + AFTER_CHANGE_MS) : 5000;
    },
    refetchIntervalInBackground: true,
    // a code from before a lost connection is never shown as if it still worked
    gcTime: 0,
  });
}

/** A shift's presence log and the hours it prefills, for its worker and its business. */
export function usePresenceLog(applicationID: number, enabled = true) {
  return useQuery({
    queryKey: checkInKeys.log(applicationID),
    queryFn: () =>
      apiRequest<PresenceLog>('/checkin/log', { query: { id: applicationID }, quietErrors: 'all' }),
    enabled,
  });
}

/** The worker checks in or out with the venue's code; errors are shown beside the code field. */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CheckInPayload) =>
      apiRequest<PresenceLog>('/checkin', { method: 'POST', body: payload, quietErrors: 'all' }),
    onSuccess: (log) => queryClient.setQueryData(checkInKeys.log(log.jobApplicationID), log),
  });
}

/** The business checks a worker in or out by hand, with a reason. */
export function useManualCheck(applicationID: number, jobID: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ManualCheckPayload) =>
      apiRequest<PresenceLog>('/checkin/manual', {
        method: 'POST',
        query: { id: applicationID },
        body: payload,
        quietErrors: 'all',
      }),
    onSuccess: (log) => {
      queryClient.setQueryData(checkInKeys.log(applicationID), log);
      void queryClient.invalidateQueries({ queryKey: checkInKeys.code(jobID) });
    },
  });
}

/**
 * At the start, the business lets the students without a contract signed by both start anyway,
 * knowingly; the server records it for each, and the screen shows the code.
 */
export function useTakeContractRisk(jobID: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (applicationIDs: number[]) => {
      for (const id of applicationIDs) await apiRequest('/contracts/risk', { method: 'POST', query: { id } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkInKeys.code(jobID) }),
  });
}
