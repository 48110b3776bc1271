import {
  ACCOUNT_WITHOUT_USER_LIFETIME_MINUTES,
  UNVERIFIED_REGISTRATION_LIFETIME_HOURS,
} from '@jobbel/shared/auth/auth.constants';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import {
  bearer,
  clientToken,
  createAccount,
  lastCode,
  loginAs,
  newPerson,
  registerPerson,
  userPayload,
} from '../../test/registration-helpers';

const testApp = useTestApp();

describe('registration chain (spec 000 §4)', () => {
  it('creates the account with an OAuth client, registers the user with a client token, verifies and logs in', async () => {
    const { response, body, person } = await createAccount(testApp);
    expect(response.statusCode).toBe(201);
    expect(body).toMatchObject({
      accountName: person.username,
      accountType: 'user',
      accountEmail: person.email,
    });
    expect(body.account.accountID).toBe(body.accountID);
    expect(body.oauth_client.client_id).toEqual(expect.any(String));
    expect(body.oauth_client.client_secret.length).toBeGreaterThanOrEqual(32);

    const tokenResponse = await testApp.app.inject({
      method: 'POST',
      url: '/api/oauth2/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=client_credentials&client_id=${body.oauth_client.client_id}&client_secret=${body.oauth_client.client_secret}`,
    });
    expect(tokenResponse.statusCode).toBe(200);
    expect(tokenResponse.headers['cache-control']).toBe('no-store');
    expect(tokenResponse.json()).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      issued_at: expect.any(Number),
    });
    const token = tokenResponse.json().access_token;

    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer(token),
      payload: userPayload(body.accountID, person),
    });
    expect(created.statusCode).toBe(201);
    const userID = created.json().userID;
    expect(created.json().user).toMatchObject({
      userID,
      userFirstName: 'Lies',
      // her own answers show it masked; POST /api/me/insz shows it after her password
      userNationalRegisterNumber: '98.04.12-***.**',
    });
    expect(JSON.stringify(created.json())).not.toContain('Hash');

    const send = await testApp.app.inject({
      method: 'PUT',
      url: `/api/confirmemail?id=${userID}`,
      payload: { email: person.email },
    });
    expect(send.statusCode).toBe(200);
    const mail = (await testApp.deliveredMails()).at(-1)!;
    expect(mail.to).toBe(person.email);
    expect(mail.subject).toContain('Bevestig je e-mailadres');
    expect(mail.subject).not.toMatch(/\d{6}/);
    expect(mail.html).toContain(await lastCode(testApp, person.email));

    const verify = await testApp.app.inject({
      method: 'POST',
      url: '/api/confirmemail?verify=1',
      payload: { userID, email: person.email, code: Number(await lastCode(testApp, person.email)) },
    });
    expect(verify.statusCode).toBe(200);

    const access = await loginAs(testApp, person);
    const me = await testApp.app.inject({ method: 'GET', url: '/api/me', headers: bearer(access) });
    expect(me.json()).toMatchObject({
      authenticated: true,
      account_type: 'user',
      account_name: person.username,
      account_email: person.email,
      registrationComplete: false,
      user: { userID, userEmail: person.email, userUsername: person.username, avatarVersion: 0 },
    });
  });

  it('marks business accounts as registration complete', async () => {
    const { person } = await registerPerson(testApp, { accountType: 'business' });
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: bearer(await loginAs(testApp, person)),
    });
    expect(me.json()).toMatchObject({ account_type: 'business', registrationComplete: true });
  });

  it("answers 'account email exists' and 'account name exists' for registered users", async () => {
    const { person } = await registerPerson(testApp);
    const sameEmail = await createAccount(testApp, newPerson({ email: person.email.toUpperCase() }));
    expect(sameEmail.response.statusCode).toBe(409);
    expect(sameEmail.body.message).toBe('account email exists');
    const sameName = await createAccount(testApp, newPerson({ username: person.username }));
    expect(sameName.response.statusCode).toBe(409);
    expect(sameName.body.message).toBe('account name exists');
  });

  it('refuses the reserved usernames the onboarding refuses, in any case', async () => {
    for (const username of ['Test', 'USER', 'admin']) {
      const { response, body } = await createAccount(testApp, newPerson({ username }));
      expect(response.statusCode).toBe(400);
      expect(body.message).toContain('Deze gebruikersnaam is voorbehouden');
    }
  });

  it('does not void a registration in progress when someone creates an account with the same email', async () => {
    const person = newPerson();
    const first = await createAccount(testApp, person);
    const intruder = await createAccount(testApp, newPerson({ email: person.email.toUpperCase() }));
    expect(intruder.response.statusCode).toBe(409);
    expect(intruder.body.message).toBe('account email exists');
    // the first person's next step still works
    const token = await clientToken(
      testApp,
      first.body.oauth_client.client_id,
      first.body.oauth_client.client_secret,
    );
    const user = await testApp.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer(token),
      payload: userPayload(first.body.accountID, person),
    });
    expect(user.statusCode).toBe(201);
  });

  it('lets an abandoned registration (an account without user for an hour) be started again', async () => {
    const person = newPerson();
    const first = await createAccount(testApp, person);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (ACCOUNT_WITHOUT_USER_LIFETIME_MINUTES + 1) * 60_000);
    try {
      const second = await createAccount(testApp, person);
      expect(second.response.statusCode).toBe(201);
    } finally {
      vi.useRealTimers();
    }
    const stale = await testApp.app.inject({
      method: 'POST',
      url: '/api/oauth2/token',
      payload: {
        grant_type: 'client_credentials',
        client_id: first.body.oauth_client.client_id,
        client_secret: first.body.oauth_client.client_secret,
      },
    });
    expect(stale.statusCode).toBe(401);
  });

  it('keeps an unverified registration for 24 hours, then lets the real owner of the email register', async () => {
    const victim = newPerson();
    const squatter = await registerPerson(testApp, {
      verify: false,
      person: newPerson({ email: victim.email }),
    });
    const tooSoon = await createAccount(testApp, victim);
    expect(tooSoon.response.statusCode).toBe(409);
    expect(tooSoon.body.message).toBe('account email exists');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (UNVERIFIED_REGISTRATION_LIFETIME_HOURS + 1) * 3600_000);
    try {
      const registered = await registerPerson(testApp, { person: victim });
      expect(registered.userID).not.toBe(squatter.userID);
      const squatterRows = await testApp.app.db
        .selectFrom('accounts')
        .select('accountID')
        .where('accountID', '=', squatter.accountID)
        .execute();
      expect(squatterRows).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts over instead of handing an unverified registration to whoever resets its password', async () => {
    const email = newPerson().email;
    const squatter = await registerPerson(testApp, { verify: false, person: newPerson({ email }) });
    await testApp.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email } });
    const reset = await testApp.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { email, code: await lastCode(testApp, email), newPassword: 'Eigenaar2026' },
    });
    expect(reset.statusCode).toBe(409);
    expect(reset.json()).toMatchObject({ error: 'registration_restarted' });
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'Eigenaar2026' },
    });
    expect(login.statusCode).toBe(401);
    const owner = await registerPerson(testApp, { person: newPerson({ email }) });
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: bearer(await loginAs(testApp, owner.person)),
    });
    expect(me.statusCode).toBe(200);
    expect(owner.userID).not.toBe(squatter.userID);
  });

  it("refuses a client token registering another account's user, and client tokens on user calls", async () => {
    const mine = await createAccount(testApp);
    const theirs = await createAccount(testApp);
    const token = await clientToken(
      testApp,
      mine.body.oauth_client.client_id,
      mine.body.oauth_client.client_secret,
    );
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer(token),
      payload: userPayload(theirs.body.accountID, theirs.person),
    });
    expect(response.statusCode).toBe(403);
    const me = await testApp.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(me.statusCode).toBe(403);
    expect(me.json().error).toBe('insufficient_scope');
  });

  it('requires a token to register a user', async () => {
    const { body, person } = await createAccount(testApp);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: userPayload(body.accountID, person),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('bad input writes nothing', () => {
  async function accountCount() {
    const row = await testApp.app.db
      .selectFrom('accounts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it.each([
    ['missing fields', {}, 'accountName'],
    ['wrong types', { accountName: 42, accountEmail: true }, 'accountName'],
    ['an invalid email', { accountName: 'valid_name', accountEmail: 'not-an-email' }, 'accountEmail'],
    ['SQL in the name', { accountName: "x'; DROP TABLE accounts;--", accountEmail: 'a@b.be' }, 'accountName'],
    ['HTML in the name', { accountName: '<script>alert(1)</script>', accountEmail: 'a@b.be' }, 'accountName'],
    [
      'an admin account type',
      { accountName: 'sneaky_admin', accountEmail: 'a@b.be', accountType: 'admin' },
      'accountType',
    ],
  ])('%s gets a 400 naming the problem', async (_case, payload, field) => {
    const before = await accountCount();
    const response = await testApp.app.inject({ method: 'POST', url: '/api/accounts', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('validation_error');
    // the field in `fields`, the problem in words in `message`, without field names
    expect(Object.keys(response.json().fields)).toContain(field);
    expect(response.json().message).toBe([...new Set(Object.values(response.json().fields))].join(' '));
    expect(response.json().message).not.toContain(field);
    expect(await accountCount()).toBe(before);
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/accounts',
      headers: { 'content-type': 'application/json' },
      payload: '{"accountName": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_json', message: expect.any(String) });
  });

  it('answers an oversize body with 413', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/accounts',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ accountName: 'a'.repeat(2 * 1024 * 1024), accountEmail: 'a@b.be' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('payload_too_large');
  });

  it('validates every user field with the spec messages and writes no user', async () => {
    const { body, person } = await createAccount(testApp);
    const token = await clientToken(testApp, body.oauth_client.client_id, body.oauth_client.client_secret);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer(token),
      payload: {
        ...userPayload(body.accountID, person),
        userPassword: 'weakpass',
        userNationalRegisterNumber: '99.99.99-999.99',
        userDateOfBirth: '1850-01-01',
      },
    });
    expect(response.statusCode).toBe(400);
    const { fields } = response.json();
    expect(fields.userPassword).toBe(
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    );
    expect(fields.userNationalRegisterNumber).toBe(
      'Voer een geldig rijksregisternummer in (formaat: 00.00.00-000.00)',
    );
    expect(fields.userDateOfBirth).toBe('Please enter a valid year (between 1900 and today).');
    const users = await testApp.app.db
      .selectFrom('users')
      .select('userID')
      .where('userEmail', '=', person.email)
      .execute();
    expect(users).toHaveLength(0);
  });

  it('stores the national register number encrypted', async () => {
    const { userID } = await registerPerson(testApp);
    const row = await testApp.app.db
      .selectFrom('users')
      .selectAll()
      .where('userID', '=', userID)
      .executeTakeFirstOrThrow();
    expect(row.userNationalRegisterNumberEncrypted).not.toContain('98.04.12');
    expect(row.userPasswordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2/);
  });
});

describe('OAuth token endpoint (RFC 6749 §4.4)', () => {
  it('rejects other grant types and wrong secrets', async () => {
    const { body } = await createAccount(testApp);
    const wrongGrant = await testApp.app.inject({
      method: 'POST',
      url: '/api/oauth2/token',
      payload: {
        grant_type: 'password',
        client_id: body.oauth_client.client_id,
        client_secret: body.oauth_client.client_secret,
      },
    });
    expect(wrongGrant.statusCode).toBe(400);
    expect(wrongGrant.json().error).toBe('unsupported_grant_type');
    const wrongSecret = await testApp.app.inject({
      method: 'POST',
      url: '/api/oauth2/token',
      payload: {
        grant_type: 'client_credentials',
        client_id: body.oauth_client.client_id,
        client_secret: 'nope',
      },
    });
    expect(wrongSecret.statusCode).toBe(401);
    expect(wrongSecret.json().error).toBe('invalid_client');
  });

  it('accepts HTTP Basic client authentication', async () => {
    const { body } = await createAccount(testApp);
    const basic = Buffer.from(`${body.oauth_client.client_id}:${body.oauth_client.client_secret}`).toString(
      'base64',
    );
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/oauth2/token',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials',
    });
    expect(response.statusCode).toBe(200);
  });
});
