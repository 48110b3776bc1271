import { beforeEach, describe, expect, it } from 'vitest';
import { clearStores, readItem, writeItem } from './client-db';
import { MIGRATION_COMPLETED, migrateLegacyStorage } from './legacy-migration';
import { clearSession, getSession, restoreSession, saveSession } from './session-store';

const nowSeconds = () => Math.floor(Date.now() / 1000);

beforeEach(async () => {
  await clearStores(['tokens', 'userData', 'preferences']);
  sessionStorage.clear();
  localStorage.clear();
  endBrowserSession();
});

/** What the browser does to session cookies when it closes. */
function endBrowserSession() {
  // biome-ignore lint/suspicious/noDocumentCookie: the same cookie the store writes
  document.cookie = 'jobbel_browser_session=; path=/; max-age=0';
}

describe('session (spec 000 §4)', () => {
  it('is valid until issued_at plus expires_in and restores after a reload', async () => {
    const issuedAt = nowSeconds();
    const session = await saveSession(
      { access_token: 'tok', token_type: 'Bearer', expires_in: 3600, issued_at: issuedAt },
      true,
    );
    expect(session.expiresAt).toBe((issuedAt + 3600) * 1000);
    await clearSessionMemoryOnly();
    expect((await restoreSession())?.accessToken).toBe('tok');
  });

  it('clears an expired token and its user data on start', async () => {
    await saveSession(
      { access_token: 'old', token_type: 'Bearer', expires_in: 60, issued_at: nowSeconds() - 120 },
      true,
    );
    await writeItem('userData', 'currentUser', { account_type: 'user' });
    expect(await restoreSession()).toBeNull();
    expect(await readItem('tokens', 'accessToken')).toBeUndefined();
    expect(await readItem('userData', 'currentUser')).toBeUndefined();
  });

  it('clears invalid timestamp data', async () => {
    await writeItem('tokens', 'accessToken', 'tok');
    await writeItem('tokens', 'expiresAt', 'tomorrow');
    expect(await restoreSession()).toBeNull();
    expect(await readItem('tokens', 'accessToken')).toBeUndefined();
  });

  it('without remember-me is shared by a new tab and ends with the browser session', async () => {
    await saveSession(
      { access_token: 'tok', token_type: 'Bearer', expires_in: 3600, issued_at: nowSeconds() },
      false,
    );
    // a new tab starts with an empty sessionStorage
    sessionStorage.clear();
    expect((await restoreSession())?.accessToken).toBe('tok');
    expect(await readItem('tokens', 'accessToken')).toBe('tok');
    endBrowserSession();
    expect(await restoreSession()).toBeNull();
  });

  it('logout clears memory, tokens, favourites and session flags', async () => {
    await writeItem('preferences', 'favoriteJobs:7', [3]);
    sessionStorage.setItem('splashShown', '1');
    await saveSession(
      { access_token: 'tok', token_type: 'Bearer', expires_in: 3600, issued_at: nowSeconds() },
      true,
    );
    await clearSession();
    expect(getSession()).toBeNull();
    expect(await readItem('tokens', 'accessToken')).toBeUndefined();
    expect(await readItem('preferences', 'favoriteJobs:7')).toBeUndefined();
    expect(sessionStorage.getItem('splashShown')).toBeNull();
    // the legacy items are not moved in again
    expect(await readItem('preferences', MIGRATION_COMPLETED)).toBe(true);
  });
});

describe('legacy localStorage migration', () => {
  it('moves the legacy items once and marks the migration completed', async () => {
    const expiry = Date.now() + 600_000;
    localStorage.setItem('access_token', 'legacy-token');
    localStorage.setItem('token_expiry', String(expiry));
    localStorage.setItem('user', JSON.stringify({ account_type: 'user', user: { userID: 7 } }));
    localStorage.setItem('favoriteJobs', '[1,2]');
    await migrateLegacyStorage(localStorage);
    expect(await readItem('preferences', MIGRATION_COMPLETED)).toBe(true);
    expect(await readItem('preferences', 'favoriteJobs')).toEqual([1, 2]);
    expect(await readItem('userData', 'currentUser')).toMatchObject({ user: { userID: 7 } });
    expect(localStorage.getItem('access_token')).toBeNull();
    expect((await restoreSession())?.accessToken).toBe('legacy-token');

    localStorage.setItem('favoriteJobs', '[9]');
    await migrateLegacyStorage(localStorage);
    expect(await readItem('preferences', 'favoriteJobs')).toEqual([1, 2]);
  });
});

/** A page reload: memory is gone, the client database stays. */
async function clearSessionMemoryOnly() {
  const token = await readItem('tokens', 'accessToken');
  const expiresAt = await readItem('tokens', 'expiresAt');
  await clearSession();
  await writeItem('tokens', 'accessToken', token);
  await writeItem('tokens', 'expiresAt', expiresAt);
  await writeItem('tokens', 'rememberMe', true);
}
