import { CODES_PER_ACCOUNT_PER_DAY, RESEND_COOLDOWN_SECONDS } from '@jobbel/shared/auth/auth.constants';
import { describe, expect, it, vi } from 'vitest';
import { sha256 } from '../../lib/secrets';
import { useTestApp } from '../../test/build-test-app';
import { lastCode, registerPerson } from '../../test/registration-helpers';
import { codeDigest } from './email-code.service';

const testApp = useTestApp();

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

describe('email verification codes (docs/decisions/email-codes.md)', () => {
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

  it('answers alike whether or not the address is already confirmed, and mails nothing once it is', async () => {
    const unconfirmed = await unverifiedUser();
    const confirmed = await unverifiedUser();
    expect((await confirmed.send()).statusCode).toBe(200);
    expect((await confirmed.verify(await lastCode(testApp, confirmed.person.email))).statusCode).toBe(200);
    const mailsBefore = (await testApp.deliveredMails()).filter((mail) => mail.to === confirmed.person.email);

    const first = await unconfirmed.send();
    const second = await confirmed.send();
    expect([second.statusCode, second.json()]).toEqual([first.statusCode, first.json()]);
    const mailsAfter = (await testApp.deliveredMails()).filter((mail) => mail.to === confirmed.person.email);
    expect(mailsAfter).toHaveLength(mailsBefore.length);
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
      .set({ codeHash: codeDigest(testApp.app.cipher, user.userID, 'verify', '004217') })
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

describe('code storage and daily cap', () => {
  it('stores a keyed digest of the code, not the code or its plain hash', async () => {
    const user = await unverifiedUser();
    await user.send();
    const code = await lastCode(testApp, user.person.email);
    const row = await testApp.app.db
      .selectFrom('email_codes')
      .select('codeHash')
      .where('userID', '=', user.userID)
      .executeTakeFirstOrThrow();
    expect(row.codeHash).not.toBe(sha256(code));
    expect(row.codeHash).not.toContain(code);
    expect(row.codeHash).toBe(codeDigest(testApp.app.cipher, user.userID, 'verify', code));
  });

  it('mails at most CODES_PER_ACCOUNT_PER_DAY reset codes a day, answering the same every time', async () => {
    const { person } = await registerPerson(testApp);
    const resetMails = async () =>
      (await testApp.deliveredMails()).filter(
        (mail) => mail.to === person.email && mail.subject.includes('wachtwoord'),
      );
    const answers = new Set<string>();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (let request = 0; request < CODES_PER_ACCOUNT_PER_DAY + 2; request += 1) {
        vi.setSystemTime(Date.now() + (RESEND_COOLDOWN_SECONDS + 1) * 1000);
        const response = await testApp.app.inject({
          method: 'POST',
          url: '/api/password/forgot',
          payload: { email: person.email },
        });
        answers.add(`${response.statusCode} ${response.body}`);
      }
      expect(await resetMails()).toHaveLength(CODES_PER_ACCOUNT_PER_DAY);
      expect(answers.size).toBe(1);
      vi.setSystemTime(Date.now() + 24 * 3600 * 1000);
      await testApp.app.inject({
        method: 'POST',
        url: '/api/password/forgot',
        payload: { email: person.email },
      });
      expect(await resetMails()).toHaveLength(CODES_PER_ACCOUNT_PER_DAY + 1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('correcting a mistyped address during registration', () => {
  it('moves the unconfirmed registration to the corrected address, which then verifies', async () => {
    const { person, userID, clientToken } = await registerPerson(testApp, { verify: false });
    const corrected = `juist.${person.email}`;
    const send = (token: string, id: number, email: string) =>
      testApp.app.inject({
        method: 'PUT',
        url: `/api/users/email?id=${id}`,
        remoteAddress: person.remoteAddress,
        headers: { authorization: `Bearer ${token}` },
        payload: { email },
      });

    const other = await registerPerson(testApp, { verify: false });
    expect((await send(other.clientToken, userID, corrected)).statusCode).toBe(404);
    expect((await send(clientToken, userID, other.person.email)).json()).toMatchObject({
      error: 'account_exists',
    });
    expect((await send(clientToken, userID, 'geen-adres')).statusCode).toBe(400);

    const changed = await send(clientToken, userID, corrected);
    expect(changed.statusCode).toBe(200);
    const verified = await testApp.app.inject({
      method: 'POST',
      url: '/api/confirmemail?verify=1',
      remoteAddress: person.remoteAddress,
      payload: { userID, email: corrected, code: Number(await lastCode(testApp, corrected)) },
    });
    expect(verified.statusCode).toBe(200);
    expect((await send(clientToken, userID, `weer.${corrected}`)).json()).toMatchObject({
      error: 'email_already_confirmed',
    });
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: corrected, password: person.password },
    });
    expect(login.statusCode).toBe(200);
  });
});
