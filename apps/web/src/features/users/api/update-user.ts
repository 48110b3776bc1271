import type { UserUpdatePayload } from '@jobbel/shared/auth/register.schemas';
import type { User } from '@jobbel/shared/users/user.schemas';
import { apiRequest } from '../../../lib/api-client';

export function updateUser(userID: number, payload: UserUpdatePayload) {
  return apiRequest<User>('/users', { method: 'PUT', query: { id: userID }, body: payload });
}
