import type { UserSkill } from '@jobbel/shared/skills/skill.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { skillKeys } from './skill-keys';

export const skillsQuery = (userID: number | undefined) =>
  queryOptions({
    queryKey: skillKeys.ofUser(userID),
    queryFn: async () => (await apiRequest<{ data: UserSkill[] }>('/userskills', { query: { userID } })).data,
    enabled: userID !== undefined,
  });

export function useSkills(userID: number | undefined) {
  return useQuery(skillsQuery(userID));
}
