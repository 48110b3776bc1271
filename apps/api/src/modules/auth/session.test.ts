import { describe, expect, it } from 'vitest';
import { t } from '../../lib/i18n';
import { FAILED_LOGINS_PER_ACCOUNT, loginDelayMs } from '../../plugins/rate-limit';
import { useTestApp } from '../../test/build-test-app';
import {
  bearer,
  lastCode,
  loginAs,
  newPerson,
  registerAdmin,
  registerPerson,
} from '../../test/registration-helpers';

const testApp = useTestApp();

const login = (payload: object, remoteAddress?: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/login', payload, remoteAddress });

describe('login', () => {
  it('answers the token response and /me the profile', async () => {
    const { person, userID } = await registerPerson(testApp);
    const response = await login({ email: person.email.toUpperCase(), password: person.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: bearer(response.json().access_token),
    });
    expect(me.json().user.userID).toBe(userID);
  });

  it('gives an unknown email and a wrong password the same answer', async () => {
    const { person } = await registerPerson(testApp);
    const wrongPassword = await login({ email: person.email, password: 'Wrong2026pass' });
    const unknownEmail = await login({ email: 'nobody@example.be', password: 'Wrong2026pass' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    // the same in all but the request's own id
    const { requestId: _wrong, ...wrongAnswer } = wrongPassword.json();
    const { requestId: _unknown, ...unknownAnswer } = unknownEmail.json();
    expect(wrongAnswer).toEqual(unknownAnswer);
  });

  it('answers email_not_confirmed with email and userID, only after the right password', async () => {
    const { person, userID } = await registerPerson(testApp, { verify: false });
    const wrong = await login({ email: person.email, password: 'Wrong2026pass' });
    expect(wrong.json().error).toBe('invalid_credentials');
    const right = await login({ email: person.email, password: person.password });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ error: 'email_not_confirmed', email: person.email, userID });
    expect(right.json().message).toContain('nog niet geverifieerd');
  });

  it('slows logins of an account after wrong passwords, but never refuses the right one', async () => {
    const { person } = await registerPerson(testApp);
    const { freeFailures } = FAILED_LOGINS_PER_ACCOUNT;
    const durations: number[] = [];
    for (let attempt = 0; attempt < freeFailures + 2; attempt += 1) {
      const started = performance.now();
      const response = await login({ email: person.email, password: 'Wrong2026pass' }, `172.16.0.${attempt}`);
      durations.push(performance.now() - started);
      expect(response.statusCode).toBe(401);
    }
    expect(durations.at(-1)).toBeGreaterThanOrEqual(loginDelayMs(freeFailures + 1) - 5);
    const started = performance.now();
    const owner = await login({ email: person.email, password: person.password }, '172.16.1.1');
    expect(owner.statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(loginDelayMs(freeFailures + 2) - 5);
    // the right password clears the slowdown: without that, this login would wait as long as the last
    // (a login's own work, argon2 on a busy machine, took over the first delay once in CI)
    const next = performance.now();
    expect((await login({ email: person.email, password: person.password }, '172.16.1.2')).statusCode).toBe(
      200,
    );
    expect(performance.now() - next).toBeLessThan(loginDelayMs(freeFailures + 2) - 5);
  });

  it('makes wrong passwords sent side by side wait one after the other, and lets the owner in after the wait', async () => {
    const { person } = await registerPerson(testApp);
    const { freeFailures } = FAILED_LOGINS_PER_ACCOUNT;
    for (let attempt = 0; attempt < freeFailures; attempt += 1)
      await login({ email: person.email, password: 'Wrong2026pass' }, `172.17.0.${attempt}`);
    const parallel = 8;
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: parallel }, (_, index) =>
        login({ email: person.email, password: `Gok${index}2026pass` }, `172.17.1.${index}`).then(
          (response) => ({ status: response.statusCode, ms: performance.now() - started }),
        ),
      ),
    );
    expect(answers.every((answer) => answer.status === 401)).toBe(true);
    // side by side they took turns: the last answered after all their delays, not after one
    const slowest = Math.max(...answers.map((answer) => answer.ms));
    expect(slowest).toBeGreaterThanOrEqual(parallel * loginDelayMs(freeFailures) - 20);
    const owner = await login({ email: person.email, password: person.password }, '172.17.2.1');
    expect(owner.statusCode).toBe(200);
  });

  it('limits login calls per IP address', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      statuses.push(
        (await login({ email: `flood${attempt}@example.be`, password: 'x' }, '192.0.2.1')).statusCode,
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('validates the body', async () => {
    const response = await login({ email: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      email: t('validation.login.emailIsRequired'),
      password: expect.any(String),
    });
  });
});

describe('tokens', () => {
  it('revokes the token on logout: the next call answers token_invalid_or_expired', async () => {
    const { person } = await registerPerson(testApp);
    const token = await loginAs(testApp, person);
    const logout = await testApp.app.inject({ method: 'DELETE', url: '/api/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    const me = await testApp.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
    expect(me.json().error).toBe('token_invalid_or_expired');
  });

  it('refuses an expired token, also one the server saw live a moment before', async () => {
    const { person, userID } = await registerPerson(testApp);
    const token = await loginAs(testApp, person);
    const live = await testApp.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(live.statusCode).toBe(200);
    await testApp.app.db.updateTable('tokens').set({ expiresAt: 1 }).where('userID', '=', userID).execute();
    const me = await testApp.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(me.json().error).toBe('token_invalid_or_expired');
  });

  it('refuses the token of an account removed by any path at once, although it was just used', async () => {
    const { person, userID } = await registerPerson(testApp);
    const token = await loginAs(testApp, person);
    const me = () => testApp.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect((await me()).statusCode).toBe(200);
    const user = await testApp.app.db
      .selectFrom('users')
      .select('userAccountID')
      .where('userID', '=', userID)
      .executeTakeFirstOrThrow();
    // straight in the database, past every service: the tokens go by cascade
    await testApp.app.db.deleteFrom('accounts').where('accountID', '=', user.userAccountID).execute();
    expect((await me()).json().error).toBe('token_invalid_or_expired');
  });

  it('asks for a session without a token', async () => {
    const me = await testApp.app.inject({ method: 'GET', url: '/api/me' });
    expect(me.statusCode).toBe(401);
    expect(me.json().error).toBe('unauthorized');
  });
});

describe('passwords', () => {
  it('changes the own password with the old one and ends the other sessions', async () => {
    const { person } = await registerPerson(testApp);
    const current = await loginAs(testApp, person);
    const other = await loginAs(testApp, person);
    // the other session was just used, so it is warm in the session cache
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/me', headers: bearer(other) })).statusCode,
    ).toBe(200);
    const change = (payload: object) =>
      testApp.app.inject({ method: 'PUT', url: '/api/password', headers: bearer(current), payload });

    const wrongOld = await change({ oldPassword: 'Wrong2026pass', newPassword: 'Nieuw2026wachtwoord' });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().error).toBe('invalid_old_password');
    const weak = await change({ oldPassword: person.password, newPassword: 'short' });
    expect(weak.json().message).toContain('Password must be at least 8 characters');

    expect(
      (await change({ oldPassword: person.password, newPassword: 'Nieuw2026wachtwoord' })).statusCode,
    ).toBe(200);
    const otherMe = await testApp.app.inject({ method: 'GET', url: '/api/me', headers: bearer(other) });
    expect(otherMe.json().error).toBe('token_invalid_or_expired');
    const currentMe = await testApp.app.inject({ method: 'GET', url: '/api/me', headers: bearer(current) });
    expect(currentMe.statusCode).toBe(200);
    expect((await login({ email: person.email, password: person.password })).statusCode).toBe(401);
    expect((await login({ email: person.email, password: 'Nieuw2026wachtwoord' })).statusCode).toBe(200);
  });

  it('refuses the administrative reset to non-admins', async () => {
    const attacker = await registerPerson(testApp);
    const victim = await registerPerson(testApp);
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/password',
      headers: bearer(await loginAs(testApp, attacker.person)),
      payload: { userID: victim.userID, newPassword: 'Overgenomen2026' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets an admin reset a password by userID', async () => {
    const admin = await registerAdmin(testApp);
    const target = await registerPerson(testApp);
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/password',
      headers: bearer(await loginAs(testApp, admin.person)),
      payload: { userID: target.userID, newPassword: 'Hersteld2026' },
    });
    expect(response.statusCode).toBe(200);
    expect((await login({ email: target.person.email, password: 'Hersteld2026' })).statusCode).toBe(200);
  });

  it('resets a forgotten password with a mailed code, without revealing unknown emails', async () => {
    const { person } = await registerPerson(testApp);
    const session = await loginAs(testApp, person);
    const forgot = (email: string) =>
      testApp.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email } });
    const unknown = await forgot(newPerson().email);
    const known = await forgot(person.email);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const code = await lastCode(testApp, person.email);
    expect((await testApp.deliveredMails()).at(-1)?.subject).toContain('wachtwoord');

    const reset = (payload: object) =>
      testApp.app.inject({ method: 'POST', url: '/api/password/reset', payload });
    expect((await reset({ email: person.email, code, newPassword: 'weak' })).statusCode).toBe(400);
    expect(
      (
        await reset({
          email: person.email,
          code: '000000' === code ? '111111' : '000000',
          newPassword: 'Vergeten2026',
        })
      ).json().error,
    ).toBe('invalid_code');
    expect((await reset({ email: person.email, code, newPassword: 'Vergeten2026' })).statusCode).toBe(200);
    expect((await reset({ email: person.email, code, newPassword: 'Nogmaals2026' })).statusCode).toBe(400);
    expect((await login({ email: person.email, password: 'Vergeten2026' })).statusCode).toBe(200);
    const oldSession = await testApp.app.inject({ method: 'GET', url: '/api/me', headers: bearer(session) });
    expect(oldSession.json().error).toBe('token_invalid_or_expired');
  });
});
