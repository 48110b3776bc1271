import { apiRequest } from '../../../lib/api-client';
import { clearSession, getSession } from '../../../lib/session-store';

/**
 * Clears memory and client storage first, so that signing out is complete even when the page is
 * left at once, then tells the server to end the token (whatever it answers).
 */
export async function logout(): Promise<void> {
  const token = getSession()?.accessToken;
  await clearSession();
  if (token === undefined) return;
  await apiRequest('/logout', {
    method: 'DELETE',
    token,
    quietErrors: ['token_invalid_or_expired', 'unauthorized'],
  }).catch(() => undefined);
}
