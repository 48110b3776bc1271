import type { WorkExperience } from '@jobbel/shared/experience/experience.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { experienceKeys } from './experience-keys';

export const experienceQuery = (userID: number | undefined) =>
  queryOptions({
    queryKey: experienceKeys.ofUser(userID),
    queryFn: async () =>
      (await apiRequest<{ data: WorkExperience[] }>('/workexperiences', { query: { userID, limit: 100 } }))
        .data,
    enabled: userID !== undefined,
  });

export function useExperience(userID: number | undefined) {
  return useQuery(experienceQuery(userID));
}
