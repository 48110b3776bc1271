import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { signedInWorker } from '../test/shift-fixtures';
import { RATE_LIMITS } from './rate-limit';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

/** Logins through one reverse proxy at 127.0.0.1, each from the client address it forwards. */
async function loginsThroughProxy(clients: string[]) {
  const statuses: number[] = [];
  for (const [index, client] of clients.entries()) {
    const response = await testApp!.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': client },
      // a different account each time: only the per-IP limit is under test
      payload: { email: `nobody${index}@example.be`, password: 'Wrong2026pass' },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

const attempts = RATE_LIMITS.login.max + 1;
const manyClients = Array.from({ length: attempts }, (_, index) => `198.51.100.${index + 1}`);
const oneClient = Array.from({ length: attempts }, () => '198.51.100.200');

describe('per-IP limits behind a reverse proxy', () => {
  it('with TRUST_PROXY, counts each forwarded client on its own', async () => {
    testApp = await buildTestApp({ TRUST_PROXY: '127.0.0.1' });
    expect(await loginsThroughProxy(manyClients)).not.toContain(429);
    expect((await loginsThroughProxy(oneClient)).at(-1)).toBe(429);
  });

  it('without it, ignores X-Forwarded-For, which anyone can send', async () => {
    testApp = await buildTestApp();
    expect((await loginsThroughProxy(manyClients)).at(-1)).toBe(429);
  });
});

describe('per-account limits on writes', () => {
  it('answers 429 with Retry-After and a Dutch message once an account passes a limit; other accounts go on', async () => {
    testApp = await buildTestApp();
    const app = testApp;
    const limited: [string, string, { max: number }, 'user' | 'business'][] = [
      ['POST', '/api/messages?applicationID=1', RATE_LIMITS.message, 'user'],
      ['POST', '/api/team/invitations', RATE_LIMITS.invitation, 'business'],
      ['POST', '/api/jobs', RATE_LIMITS.jobPost, 'business'],
      ['POST', '/api/push/subscriptions', RATE_LIMITS.pushDevice, 'user'],
      ['POST', '/api/jobalerts', RATE_LIMITS.alert, 'user'],
    ];
    for (const [method, url, limit, accountType] of limited) {
      const [first, second] = [
        await signedInWorker(app, accountType),
        await signedInWorker(app, accountType),
      ];
      // bad bodies count as well: each is a request the server had to read
      const write = (who: { headers: Record<string, string> }) =>
        app.app.inject({ method: method as 'POST', url, headers: who.headers, payload: {} });
      for (let index = 0; index < limit.max; index += 1)
        expect((await write(first)).statusCode).not.toBe(429);
      const refused = await write(first);
      expect(refused.statusCode, url).toBe(429);
      expect(Number(refused.headers['retry-after']), url).toBeGreaterThan(0);
      expect(refused.json().message, url).toMatch(
        /^Te veel na elkaar\. Probeer het over \d+ seconden opnieuw\.$/,
      );
      expect((await write(second)).statusCode, url).not.toBe(429);
    }
  }, 60_000);
});
