import { REFRESH_TOKEN_IDLE_DAYS, TOKEN_LIFETIME_SECONDS } from '@jobbel/shared/auth/auth.constants';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { bearer, registerPerson } from '../../test/registration-helpers';

const testApp = useTestApp();

type Pair = { access_token: string; refresh_token: string };

async function signIn(person: { email: string; password: string }): Promise<Pair> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: person.email, password: person.password },
  });
  return response.json();
}

const refresh = (refreshToken: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/oauth2/token',
    payload: { grant_type: 'refresh_token', refresh_token: refreshToken },
  });

const meStatus = async (accessToken: string) =>
  (await testApp.app.inject({ method: 'GET', url: '/api/me', headers: bearer(accessToken) })).statusCode;

/** Runs `check` with this process's clock moved on (the shared clock follows it). */
async function later<T>(ms: number, check: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
  try {
    return await check();
  } finally {
    vi.useRealTimers();
  }
}

describe('a login session renews itself', () => {
  it('gives a refresh token with the access token, in the spec’s token shape', async () => {
    const { person } = await registerPerson(testApp);
    const pair = await signIn(person);
    expect(pair).toMatchObject({ token_type: 'Bearer', expires_in: TOKEN_LIFETIME_SECONDS });
    expect(pair.refresh_token).toMatch(/^\S{32,}$/);
  });

  it('trades a refresh token once for a new pair, after the access token has expired', async () => {
    const { person } = await registerPerson(testApp);
    const first = await signIn(person);
    const next = await later((TOKEN_LIFETIME_SECONDS + 60) * 1000, async () => {
      expect(await meStatus(first.access_token)).toBe(401);
      const renewed = await refresh(first.refresh_token);
      expect(renewed.statusCode).toBe(200);
      expect(renewed.headers['cache-control']).toBe('no-store');
      const pair: Pair = renewed.json();
      expect(await meStatus(pair.access_token)).toBe(200);
      return pair;
    });
    expect(next.refresh_token).not.toBe(first.refresh_token);
  });

  it('ends the whole session when a used refresh token comes back', async () => {
    const { person } = await registerPerson(testApp);
    const first = await signIn(person);
    const next: Pair = (await refresh(first.refresh_token)).json();
    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({
      error: 'invalid_grant',
      message: 'Je sessie is afgelopen. Log opnieuw in.',
    });
    // the copy's holder and the original alike are signed out
    expect(await meStatus(next.access_token)).toBe(401);
    expect((await refresh(next.refresh_token)).statusCode).toBe(401);
  });

  it('gives exactly one of two parallel uses of a refresh token a new pair', async () => {
    const { person } = await registerPerson(testApp);
    const first = await signIn(person);
    const answers = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('lasts 30 days after its last use, and no longer', async () => {
    const { person } = await registerPerson(testApp);
    const first = await signIn(person);
    const day = 24 * 3600 * 1000;
    const renewed: Pair = await later((REFRESH_TOKEN_IDLE_DAYS - 1) * day, async () =>
      (await refresh(first.refresh_token)).json(),
    );
    expect(renewed.refresh_token).toBeDefined();
    const tooLate = await later((2 * REFRESH_TOKEN_IDLE_DAYS - 1) * day + 3600_000, () =>
      refresh(renewed.refresh_token),
    );
    expect(tooLate.statusCode).toBe(401);
  });

  it('ends at logout, with its refresh token', async () => {
    const { person } = await registerPerson(testApp);
    const pair = await signIn(person);
    await testApp.app.inject({ method: 'DELETE', url: '/api/logout', headers: bearer(pair.access_token) });
    expect((await refresh(pair.refresh_token)).statusCode).toBe(401);
  });

  it('a password change ends the other sessions but keeps the one that made it', async () => {
    const { person } = await registerPerson(testApp);
    const here = await signIn(person);
    const elsewhere = await signIn(person);
    const changed = await testApp.app.inject({
      method: 'PUT',
      url: '/api/password',
      headers: bearer(here.access_token),
      payload: { oldPassword: person.password, newPassword: 'Nieuw2026wachtwoord' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await refresh(elsewhere.refresh_token)).statusCode).toBe(401);
    expect((await refresh(here.refresh_token)).statusCode).toBe(200);
  });

  it('refuses a missing refresh token with 400 and an unknown one with 401', async () => {
    const missing = await testApp.app.inject({
      method: 'POST',
      url: '/api/oauth2/token',
      payload: { grant_type: 'refresh_token' },
    });
    expect(missing.statusCode).toBe(400);
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
  });
});
