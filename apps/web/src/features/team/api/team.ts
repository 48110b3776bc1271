import type { TeamInvitePayload, TeamInviteResult, TeamList } from '@jobbel/shared/team/team.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const teamKeys = { mine: ['team'] as const };

/** The own business's team ("Mijn team"). */
export function useTeam(enabled = true) {
  return useQuery({ queryKey: teamKeys.mine, queryFn: () => apiRequest<TeamList>('/team'), enabled });
}

/** Adds or removes a worker; the answer is the team as it is now. */
export function useToggleTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userID, inTeam }: { userID: number; inTeam: boolean }) =>
      inTeam
        ? apiRequest<TeamList>('/team', { method: 'DELETE', query: { userID } })
        : apiRequest<TeamList>('/team', { method: 'POST', body: { userID } }),
    onSuccess: (team) => queryClient.setQueryData(teamKeys.mine, team),
  });
}

export function useInviteTeam() {
  return useMutation({
    mutationFn: (invitation: TeamInvitePayload) =>
      apiRequest<TeamInviteResult>('/team/invitations', { method: 'POST', body: invitation }),
  });
}
