import type { ResetPasswordPayload } from '@jobbel/shared/auth/password.schemas';
import { apiRequest } from '../../../lib/api-client';

export function requestPasswordReset(email: string) {
  return apiRequest<{ message: string }>('/password/forgot', { method: 'POST', body: { email } });
}

export function resetPassword(payload: ResetPasswordPayload) {
  return apiRequest<{ message: string }>('/password/reset', { method: 'POST', body: payload });
}
