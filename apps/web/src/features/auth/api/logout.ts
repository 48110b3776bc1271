import { apiRequest } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session-store';

/** Calls the server, then clears memory and client storage whatever the server answered. */
export async function logout(): Promise<void> {
  try {
    await apiRequest('/logout', {
      method: 'DELETE',
      quietErrors: ['token_invalid_or_expired', 'unauthorized'],
    });
  } finally {
    await clearSession();
  }
}
