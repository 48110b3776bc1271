import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** PUT /password with the current password; the server ends the other sessions. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (change: { oldPassword: string; newPassword: string }) =>
      // the security section shows every failure in its error box
      apiRequest('/password', { method: 'PUT', body: change, quietErrors: 'all' }),
  });
}
