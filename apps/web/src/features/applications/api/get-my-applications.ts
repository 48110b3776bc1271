import type { Application, ApplicationList } from '@jobbel/shared/applications/application.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applicationKeys } from './application-keys';

/** spec 001 §7: the answer is read from data or directly. */
export async function fetchMyApplications(userID: number): Promise<Application[]> {
  const answer = await apiRequest<ApplicationList | Application[]>('/jobapplications', { query: { userID } });
  return Array.isArray(answer) ? answer : answer.data;
}

export const myApplicationsQuery = (userID: number | undefined) =>
  queryOptions({
    queryKey: applicationKeys.ofUser(userID),
    queryFn: () => fetchMyApplications(userID!),
    enabled: userID !== undefined,
    retry: false,
  });

export function useApplications(userID: number | undefined) {
  return useQuery(myApplicationsQuery(userID));
}
