import type { User } from '@jobbel/shared/users/user.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from './user-keys';

export const userQuery = (userID: number | undefined) =>
  queryOptions({
    queryKey: userKeys.detail(userID),
    queryFn: () => apiRequest<User>('/users', { query: { id: userID }, quietErrors: ['not_found'] }),
    enabled: userID !== undefined && Number.isInteger(userID),
    retry: false,
  });

export function useUser(userID: number | undefined) {
  return useQuery(userQuery(userID));
}
