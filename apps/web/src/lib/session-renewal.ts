import type { TokenResponse } from '@jobbel/shared/auth/login.schemas';
import {
  adoptSession,
  clearSession,
  getSession,
  readStoredSession,
  replaceSessionTokens,
  type Session,
} from './session-store';

/** Renewed this long before the access token expires, so that no request meets an expired one. */
const RENEW_BEFORE_MS = 60_000;
const RENEWAL_LOCK = 'jobbel-session-renewal';

let renewing: Promise<Session | null> | null = null;

const fresh = (session: Session) => session.expiresAt - RENEW_BEFORE_MS > Date.now();

/** One renewal at a time across this browser's tabs (Web Locks where the browser has them). */
function inBrowserLock<T>(work: () => Promise<T>): Promise<T> {
  return navigator.locks ? (navigator.locks.request(RENEWAL_LOCK, work) as Promise<T>) : work();
}

async function askForNextPair(refreshToken: string): Promise<TokenResponse | null> {
  const response = await fetch('/api/oauth2/token', {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
  });
  // refused: the session has ended (logout elsewhere, a password change, 30 days unused, a stolen copy)
  if (response.status === 400 || response.status === 401) return null;
  if (!response.ok) throw new Error(`session renewal answered ${response.status}`);
  return response.json();
}

/**
 * The next pair of tokens of the session (docs/decisions/tokens-and-sessions.md). A tab that waited for
 * another's renewal takes the pair that one stored: a refresh token is used once, and a second use
 * would end the session. Null, and the session cleared, when the server refuses: the session ended.
 */
export function renewSession(stale: Session): Promise<Session | null> {
  renewing ??= inBrowserLock(async () => {
    const stored = await readStoredSession();
    if (stored && stored.refreshToken !== stale.refreshToken && fresh(stored)) return adoptSession(stored);
    const refreshToken = stored?.refreshToken ?? stale.refreshToken;
    if (!refreshToken) return null;
    const next = await askForNextPair(refreshToken);
    if (!next) {
      await clearSession('expired');
      return null;
    }
    return replaceSessionTokens(next);
  }).finally(() => {
    renewing = null;
  });
  return renewing;
}

/** The access token to send, renewed first when it is about to expire; undefined when signed out. */
export async function currentAccessToken(): Promise<string | undefined> {
  const session = getSession();
  if (!session) return undefined;
  if (fresh(session) || !session.refreshToken) return session.accessToken;
  try {
    return (await renewSession(session))?.accessToken;
  } catch {
    // the server could not be asked now: the current token, while it lasts, and the next request tries again
    return session.accessToken;
  }
}
