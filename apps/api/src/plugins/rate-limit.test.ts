import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
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
