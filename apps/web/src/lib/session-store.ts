import type { TokenResponse } from '@jobbel/shared/auth/login.schemas';
import { useSyncExternalStore } from 'react';
import { DASHBOARD_ANIMATED, SPLASH_SHOWN } from '../components/layout/session-flags';
import { clearStores, readItem, writeItem } from './client-db';
import { MIGRATION_COMPLETED } from './legacy-migration';

export interface Session {
  accessToken: string;
  /** epoch milliseconds: issued_at + expires_in (spec 000 §4) */
  expiresAt: number;
  /** a login's refresh token renews the access token (lib/session-renewal.ts); absent, the session ends with it */
  refreshToken?: string;
  /** epoch milliseconds: until when the refresh token renews */
  renewableUntil?: number;
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
/** why the session of this tab last ended, when it was not the user who signed out */
let endReason: 'expired' | undefined;

/** 'expired' when the last session ended by itself: the login page says so. */
export function sessionEndReason(): 'expired' | undefined {
  return endReason;
}
const listeners = new Set<() => void>();

function publish(session: Session | null) {
  if (session) endReason = undefined;
  current = session;
  for (const listener of listeners) listener();
}

// every tab hears when another one signs in or out
const tabs = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('jobbel.session');
tabs?.addEventListener('message', (event: MessageEvent<'signed-in' | 'signed-out'>) => {
  if (event.data === 'signed-out') publish(null);
  else void restoreSession();
});

/** The session, while its access token is valid or it can still be renewed. */
export function getSession(): Session | null {
  if (current && !isAlive(current)) return null;
  return current;
}

function isAlive(session: Pick<Session, 'expiresAt' | 'renewableUntil' | 'refreshToken'>, now = Date.now()) {
  return (
    session.expiresAt > now || (session.refreshToken !== undefined && (session.renewableUntil ?? 0) > now)
  );
}

export function sessionFromTokenResponse(token: TokenResponse): Session {
  const issuedAtMs = (token.issued_at ?? Math.floor(Date.now() / 1000)) * 1000;
  return {
    accessToken: token.access_token,
    expiresAt: issuedAtMs + (token.expires_in ?? 3600) * 1000,
    ...(token.refresh_token
      ? {
          refreshToken: token.refresh_token,
          renewableUntil: issuedAtMs + (token.refresh_expires_in ?? 0) * 1000,
        }
      : {}),
  };
}

/** The stored session as another tab may have renewed it. */
export async function readStoredSession(): Promise<Session | null> {
  const [accessToken, expiresAt, refreshToken, renewableUntil] = await Promise.all([
    readItem<unknown>('tokens', 'accessToken'),
    readItem<unknown>('tokens', 'expiresAt'),
    readItem<unknown>('tokens', 'refreshToken'),
    readItem<unknown>('tokens', 'renewableUntil'),
  ]);
  if (typeof accessToken !== 'string' || accessToken.length === 0) return null;
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return null;
  return {
    accessToken,
    expiresAt,
    ...(typeof refreshToken === 'string' && typeof renewableUntil === 'number'
      ? { refreshToken, renewableUntil }
      : {}),
  };
}

/** A renewed pair replaces the session's tokens; remember-me and the browser mark stay as they were. */
export async function replaceSessionTokens(token: TokenResponse): Promise<Session> {
  const session = sessionFromTokenResponse(token);
  await writeTokens(session, token);
  publish(session);
  tabs?.postMessage('signed-in');
  return session;
}

/** A pair another tab stored takes the place of this tab's. */
export function adoptSession(session: Session): Session {
  publish(session);
  return session;
}

async function writeTokens(session: Session, token: TokenResponse) {
  await writeItem('tokens', 'accessToken', session.accessToken);
  await writeItem('tokens', 'expiresAt', session.expiresAt);
  await writeItem('tokens', 'refreshToken', session.refreshToken);
  await writeItem('tokens', 'renewableUntil', session.renewableUntil);
  await writeItem('tokens', 'tokenResponse', { ...token, refresh_token: undefined });
}

export async function saveSession(token: TokenResponse, rememberMe: boolean): Promise<Session> {
  const session = sessionFromTokenResponse(token);
  await writeTokens(session, token);
  await writeItem('tokens', 'rememberMe', rememberMe);
  markBrowserSession(true);
  publish(session);
  tabs?.postMessage('signed-in');
  return session;
}

/** On start: restore a stored session that is alive; otherwise clear tokens and user data. */
export async function restoreSession(): Promise<Session | null> {
  const [stored, rememberMe, anyToken] = await Promise.all([
    readStoredSession(),
    readItem<unknown>('tokens', 'rememberMe'),
    readItem<unknown>('tokens', 'accessToken'),
  ]);
  const endedWithBrowser = rememberMe === false && !browserSessionAlive();
  if (!stored || !isAlive(stored) || endedWithBrowser) {
    if (anyToken !== undefined) await clearStores(['tokens', 'userData']);
    publish(null);
    return null;
  }
  publish(stored);
  return stored;
}

/**
 * Logout or a refused token: clears memory and everything of the user on this browser (tokens,
 * profile, favourites, session flags) and signs the other tabs out too.
 */
export async function clearSession(reason?: 'expired'): Promise<void> {
  endReason = reason;
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
