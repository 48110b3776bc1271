import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { lastCode, registerPerson } from '../../test/registration-helpers';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

async function unverifiedUser() {
  const registered = await registerPerson(testApp, { verify: false });
  const send = () =>
    testApp.app.inject({
      method: 'PUT',
      url: `/api/confirmemail?id=${registered.userID}`,
      remoteAddress: registered.person.remoteAddress,
      payload: { email: registered.person.email },
    });
  const verify = (code: string | number) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/confirmemail?verify=1',
      remoteAddress: registered.person.remoteAddress,
      payload: { userID: registered.userID, email: registered.person.email, code },
    });
  return { ...registered, send, verify };
}

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('email verification codes (DECISIONS.md)', () => {
  it('mails a 6-digit code and refuses a resend within 60 s with Retry-After', async () => {
    const user = await unverifiedUser();
    expect((await user.send()).statusCode).toBe(200);
    expect(await lastCode(testApp, user.person.email)).toMatch(/^\d{6}$/);
    const again = await user.send();
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(55);
  });

  it('only sends to the email that belongs to the user', async () => {
    const user = await unverifiedUser();
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/confirmemail?id=${user.userID}`,
      payload: { email: 'someone.else@example.be' },
    });
    expect(response.statusCode).toBe(400);
    expect((await testApp.deliveredMails()).some((mail) => mail.to === 'someone.else@example.be')).toBe(
      false,
    );
  });

  it('refuses a wrong code, then accepts the right one once', async () => {
    const user = await unverifiedUser();
    await user.send();
    const code = await lastCode(testApp, user.person.email);
    const wrong = await user.verify(wrongCodeFor(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'invalid_code', triesLeft: 4 });
    expect((await user.verify(code)).statusCode).toBe(200);
    const row = await testApp.app.db
      .selectFrom('users')
      .select('emailConfirmedAt')
      .where('userID', '=', user.userID)
      .executeTakeFirstOrThrow();
    expect(row.emailConfirmedAt).not.toBeNull();
  });

  it('accepts a code with leading zeros sent as a whole number', async () => {
    const user = await unverifiedUser();
    await user.send();
    await testApp.app.db
      .updateTable('email_codes')
      .set({ codeHash: (await import('../../lib/secrets')).sha256('004217') })
      .where('userID', '=', user.userID)
      .execute();
    expect((await user.verify(4217)).statusCode).toBe(200);
  });

  it('voids the code after 5 wrong tries', async () => {
    const user = await unverifiedUser();
    await user.send();
    const code = await lastCode(testApp, user.person.email);
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      answers.push((await user.verify(wrongCodeFor(code))).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 429]);
    const afterVoid = await user.verify(code);
    expect(afterVoid.statusCode).toBe(429);
    expect(afterVoid.json().error).toBe('too_many_attempts');
  });

  it('refuses an expired code', async () => {
    const user = await unverifiedUser();
    await user.send();
    await testApp.app.db
      .updateTable('email_codes')
      .set({ expiresAt: 1 })
      .where('userID', '=', user.userID)
      .execute();
    const response = await user.verify(await lastCode(testApp, user.person.email));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('code_expired');
  });

  it('needs verify=1 and a numeric code', async () => {
    const user = await unverifiedUser();
    const noFlag = await testApp.app.inject({
      method: 'POST',
      url: '/api/confirmemail',
      payload: { userID: user.userID, email: user.person.email, code: '123456' },
    });
    expect(noFlag.statusCode).toBe(400);
    expect((await user.verify('12ab56')).statusCode).toBe(400);
  });
});
