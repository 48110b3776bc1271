import { apiRequest } from '../../../lib/api-client';

export function sendConfirmationCode(userID: number, email: string) {
  return apiRequest<{ message: string }>('/confirmemail', {
    method: 'PUT',
    query: { id: userID },
    body: { email },
    // every screen that sends a code says itself when it could not (one message per error)
    quietErrors: 'all',
  });
}
