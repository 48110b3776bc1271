import type { TokenResponse } from '@jobbel/shared/auth/login.schemas';
import { useSyncExternalStore } from 'react';
import { clearStores, readItem, writeItem } from './client-db';

export interface Session {
  accessToken: string;
  /** epoch milliseconds: issued_at + expires_in (spec 000 §4) */
  expiresAt: number;
}

/** Marks a session that should end with the browser session (login without remember-me). */
const BROWSER_SESSION_MARK = 'jobbel.browserSession';

let current: Session | null = null;
const listeners = new Set<() => void>();

function publish(session: Session | null) {
  current = session;
  for (const listener of listeners) listener();
}

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
  sessionStorage.setItem(BROWSER_SESSION_MARK, '1');
  publish(session);
  return session;
}

/** On start: restore a stored token that has not expired; otherwise clear tokens and user data. */
export async function restoreSession(): Promise<Session | null> {
  const accessToken = await readItem<unknown>('tokens', 'accessToken');
  const expiresAt = await readItem<unknown>('tokens', 'expiresAt');
  const rememberMe = await readItem<unknown>('tokens', 'rememberMe');
  const endedWithBrowser = rememberMe === false && sessionStorage.getItem(BROWSER_SESSION_MARK) === null;
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

/** Clears memory and all client storage (logout, forced logout). */
export async function clearSession(): Promise<void> {
  publish(null);
  sessionStorage.removeItem(BROWSER_SESSION_MARK);
  await clearStores(['tokens', 'userData']);
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession);
}
