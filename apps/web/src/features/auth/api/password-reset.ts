import type { ResetPasswordPayload } from '@jobbel/shared/auth/password.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /password/forgot: mails a reset code when the address is registered (the answer never says). */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<{ message: string }>('/password/forgot', {
        method: 'POST',
        body: { email },
        // the panel shows every failure in its error box
        quietErrors: 'all',
      }),
  });
}

/** POST /password/reset: the code and the new password; nothing cached changes. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (payload: ResetPasswordPayload) =>
      apiRequest<{ message: string }>('/password/reset', {
        method: 'POST',
        body: payload,
        quietErrors: 'all',
      }),
  });
}
