import type { UserCreatePayload } from '@jobbel/shared/auth/register.schemas';
import type { User } from '@jobbel/shared/users/user.schemas';
import { apiRequest } from '../../../lib/api-client';

export function registerUser(payload: UserCreatePayload, clientToken: string) {
  return apiRequest<{ userID?: number; user?: User }>('/users', {
    method: 'POST',
    body: payload,
    token: clientToken,
    // the registration form shows every failure in its error box
    quietErrors: 'all',
  });
}
