import type { WorkExperience, WorkExperiencePayload } from '@jobbel/shared/experience/experience.schemas';
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

export const addExperience = (payload: WorkExperiencePayload) =>
  apiRequest<WorkExperience>('/workexperiences', { method: 'POST', body: payload });

export const updateExperience = (workExperienceID: number, payload: WorkExperiencePayload) =>
  apiRequest<WorkExperience>('/workexperiences', {
    method: 'PUT',
    query: { workExperienceID },
    body: payload,
  });

export const removeExperience = (workExperienceID: number) =>
  apiRequest(`/workexperiences/${workExperienceID}`, { method: 'DELETE' });
