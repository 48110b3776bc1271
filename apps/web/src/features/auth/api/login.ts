import type { TokenResponse } from '@jobbel/shared/auth/login.schemas';
import { apiRequest } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session-store';
import { fetchCurrentUser } from './get-me';

/** Logs in, keeps the session and fetches the profile (spec 000 §4: login). */
export async function login(email: string, password: string, rememberMe: boolean) {
  const token = await apiRequest<TokenResponse>('/login', {
    method: 'POST',
    body: { email, password },
    // the login form shows every failure in its error box
    quietErrors: 'all',
  });
  await saveSession(token, rememberMe);
  return fetchCurrentUser(email);
}
