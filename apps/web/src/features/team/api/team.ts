import type {
  TeamInvitePayload,
  TeamInviteResult,
  TeamList,
  TeamMembership,
} from '@jobbel/shared/team/team.schemas';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const teamKeys = { mine: ['team'] as const };

/** The own business's team ("Mijn team"), most recently added first, a page at a time. */
export function useTeam() {
  return useInfiniteQuery({
    queryKey: teamKeys.mine,
    queryFn: ({ pageParam }) => apiRequest<TeamList>('/team', { query: { after: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** Adds or removes a worker; the team's pages are read again, since she joins at their top or leaves them. */
export function useToggleTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userID, inTeam }: { userID: number; inTeam: boolean }) =>
      inTeam
        ? apiRequest<TeamMembership>('/team', { method: 'DELETE', query: { userID } })
        : apiRequest<TeamMembership>('/team', { method: 'POST', body: { userID } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.mine }),
  });
}

export function useInviteTeam() {
  return useMutation({
    mutationFn: (invitation: TeamInvitePayload) =>
      apiRequest<TeamInviteResult>('/team/invitations', { method: 'POST', body: invitation }),
  });
}
