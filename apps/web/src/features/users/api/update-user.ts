import type { UserUpdatePayload } from '@jobbel/shared/auth/register.schemas';
import type { User } from '@jobbel/shared/users/user.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { userKeys } from './user-keys';

function updateUser(userID: number | undefined, payload: UserUpdatePayload) {
  if (userID === undefined) throw new Error(t('web.common.errors.userMissing'));
  // every screen that saves a profile says itself what failed
  return apiRequest<User>('/users', {
    method: 'PUT',
    query: { id: userID },
    body: payload,
    quietErrors: 'all',
  });
}

/** PUT /users?id= for one user; refreshes that user wherever the app shows them. */
export function useUpdateUser(userID: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: UserUpdatePayload) => updateUser(userID, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.detail(userID) }),
  });
}
