import { apiRequest } from '../../../lib/api-client';

/** spec 000 §5: code and user id travel as whole numbers. */
export function verifyEmail(userID: number, email: string, code: string) {
  return apiRequest<{ message: string }>('/confirmemail', {
    method: 'POST',
    query: { verify: 1 },
    body: { userID: Number.parseInt(String(userID), 10), email, code: Number.parseInt(code, 10) },
    // the code form shows every failure under the code
    quietErrors: 'all',
  });
}
