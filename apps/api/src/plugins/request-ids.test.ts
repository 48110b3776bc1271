import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { registerPerson } from '../test/registration-helpers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const opened: TestApp[] = [];
afterAll(() => Promise.all(opened.map((testApp) => testApp.close())));

async function appWith(env: Record<string, string> = {}) {
  const lines: Record<string, unknown>[] = [];
  const testApp = await buildTestApp(
    { LOG_LEVEL: 'info', ...env },
    { logStream: { write: (line) => lines.push(JSON.parse(line)) } },
  );
  opened.push(testApp);
  return { testApp, lines };
}

describe('request ids', () => {
  it('gives every request an id, in the answer’s header and in every error body; a client cannot choose it', async () => {
    const { testApp } = await appWith();
    const answer = await testApp.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'x-request-id': 'chosen-by-client' },
    });
    const id = answer.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(answer.json()).toMatchObject({ error: 'not_found', requestId: id });
    const ok = await testApp.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(ok.headers['x-request-id']).toMatch(UUID);
    expect(ok.headers['x-request-id']).not.toBe(id);
  });

  it('behind a trusted proxy takes the proxy’s id, unless it is not one', async () => {
    const { testApp } = await appWith({ TRUST_PROXY: '1' });
    const given = await testApp.app.inject({
      method: 'GET',
      url: '/api/jobs',
      headers: { 'x-request-id': 'proxy-7f3a.42' },
    });
    expect(given.headers['x-request-id']).toBe('proxy-7f3a.42');
    expect(given.json()).toMatchObject({ error: 'unauthorized', requestId: 'proxy-7f3a.42' });
    const odd = await testApp.app.inject({
      method: 'GET',
      url: '/api/jobs',
      headers: { 'x-request-id': 'two words\nand a line' },
    });
    expect(odd.headers['x-request-id']).toMatch(UUID);
  });

  it('puts the id on every log line of the request and of the mail it queued', async () => {
    const { testApp, lines } = await appWith({ TRUST_PROXY: '1' });
    const { person } = await registerPerson(testApp);
    await testApp.deliveredMails();
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/api/password/forgot',
      headers: { 'x-request-id': 'complaint-42' },
      payload: { email: person.email },
    });
    expect(answer.statusCode).toBe(200);
    const queued = await testApp.app.db
      .selectFrom('outbox')
      .select('requestID')
      .where('recipient', '=', person.email)
      .orderBy('outboxID', 'desc')
      .executeTakeFirstOrThrow();
    expect(queued.requestID).toBe('complaint-42');
    await testApp.deliveredMails();

    const ofRequest = lines.filter((line) => line.reqId === 'complaint-42');
    expect(ofRequest.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed', 'delivered']),
    );
    // the request's own lines all carry it
    const requestLines = lines.filter(
      (line) => (line.req as { url?: string } | undefined)?.url === '/api/password/forgot',
    );
    expect(requestLines.length).toBeGreaterThan(0);
    expect(requestLines.every((line) => line.reqId === 'complaint-42')).toBe(true);
  });
});
