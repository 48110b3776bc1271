import type { TokenResponse } from '@jobbel/shared/auth/login.schemas';
import { useSyncExternalStore } from 'react';
import { DASHBOARD_ANIMATED, SPLASH_SHOWN } from '../components/layout/session-flags';
import { clearStores, readItem, writeItem } from './client-db';
import { MIGRATION_COMPLETED } from './legacy-migration';

export interface Session {
  accessToken: string;
  /** epoch milliseconds: issued_at + expires_in (spec 000 §4) */
  expiresAt: number;
}

/**
 * A login without remember-me lives as long as this cookie: it has no expiry, so every tab of the
 * browser shares it and the browser drops it when its session ends (docs/decisions/tokens-and-sessions.md).
 */
const BROWSER_SESSION_COOKIE = 'jobbel_browser_session';

function markBrowserSession(alive: boolean) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox
  document.cookie = alive
    ? `${BROWSER_SESSION_COOKIE}=1; path=/; SameSite=Strict${secure}`
    : `${BROWSER_SESSION_COOKIE}=; path=/; max-age=0; SameSite=Strict${secure}`;
}

const browserSessionAlive = () => document.cookie.split('; ').includes(`${BROWSER_SESSION_COOKIE}=1`);

let current: Session | null = null;
const listeners = new Set<() => void>();

function publish(session: Session | null) {
  current = session;
  for (const listener of listeners) listener();
}

// every tab hears when another one signs in or out
const tabs = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('jobbel.session');
tabs?.addEventListener('message', (event: MessageEvent<'signed-in' | 'signed-out'>) => {
  if (event.data === 'signed-out') publish(null);
  else void restoreSession();
});

export function getSession(): Session | null {
  if (current && current.expiresAt <= Date.now()) return null;
  return current;
}

export function sessionFromTokenResponse(token: TokenResponse): Session {
  const issuedAtMs = (token.issued_at ?? Math.floor(Date.now() / 1000)) * 1000;
  return { accessToken: token.access_token, expiresAt: issuedAtMs + (token.expires_in ?? 3600) * 1000 };
}

export async function saveSession(token: TokenResponse, rememberMe: boolean): Promise<Session> {
  const session = sessionFromTokenResponse(token);
  await writeItem('tokens', 'accessToken', session.accessToken);
  await writeItem('tokens', 'expiresAt', session.expiresAt);
  await writeItem('tokens', 'tokenResponse', token);
  await writeItem('tokens', 'rememberMe', rememberMe);
  markBrowserSession(true);
  publish(session);
  tabs?.postMessage('signed-in');
  return session;
}

/** On start: restore a stored token that has not expired; otherwise clear tokens and user data. */
export async function restoreSession(): Promise<Session | null> {
  const [accessToken, expiresAt, rememberMe] = await Promise.all([
    readItem<unknown>('tokens', 'accessToken'),
    readItem<unknown>('tokens', 'expiresAt'),
    readItem<unknown>('tokens', 'rememberMe'),
  ]);
  const endedWithBrowser = rememberMe === false && !browserSessionAlive();
  const valid =
    typeof accessToken === 'string' &&
    accessToken.length > 0 &&
    typeof expiresAt === 'number' &&
    Number.isFinite(expiresAt) &&
    expiresAt > Date.now() &&
    !endedWithBrowser;
  if (!valid) {
    if (accessToken !== undefined || expiresAt !== undefined) await clearStores(['tokens', 'userData']);
    publish(null);
    return null;
  }
  const session = { accessToken, expiresAt };
  publish(session);
  return session;
}

/**
 * Logout or a refused token: clears memory and everything of the user on this browser (tokens,
 * profile, favourites, session flags) and signs the other tabs out too.
 */
export async function clearSession(): Promise<void> {
  publish(null);
  markBrowserSession(false);
  sessionStorage.removeItem(SPLASH_SHOWN);
  sessionStorage.removeItem(DASHBOARD_ANIMATED);
  await clearStores(['tokens', 'userData', 'preferences']);
  await writeItem('preferences', MIGRATION_COMPLETED, true);
  tabs?.postMessage('signed-out');
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession);
}
