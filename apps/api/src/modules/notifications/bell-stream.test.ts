import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppOn, createTestPlace, type TestApp, useTestApp } from '../../test/build-test-app';
import { applyTo } from '../../test/engagement-fixtures';
import { insertJobs } from '../../test/job-fixtures';
import { hoursFromNow, send, signedInBusiness, signedInWorker } from '../../test/shift-fixtures';

interface Bell {
  newestID: number | null;
  unread: number;
}

/** An open page's stream, as a browser reads it: each `bell` event in order, as it arrives. */
async function openStream(testApp: TestApp, headers: Record<string, string>) {
  if (!testApp.app.server.listening) await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = testApp.app.server.address() as AddressInfo;
  const events: Bell[] = [];
  const waiting: (() => void)[] = [];
  const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http
      .get({ port, host: '127.0.0.1', path: '/api/notifications/stream', headers }, resolve)
      .on('error', reject),
  );
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      if (block.startsWith('event: bell') && data) events.push(JSON.parse(data.slice(6)) as Bell);
      for (const wake of waiting.splice(0)) wake();
    }
  });
  const ended = new Promise<void>((resolve) => response.on('close', resolve));
  return {
    response,
    events,
    ended,
    /** The n-th event (from 1), waiting for it at most `ms`; undefined when it did not come. */
    async nth(n: number, ms = 2000): Promise<Bell | undefined> {
      const deadline = Date.now() + ms;
      while (events.length < n && Date.now() < deadline)
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, deadline - Date.now());
        });
      return events[n - 1];
    },
    close: () => response.destroy(),
  };
}

async function jobOf(testApp: TestApp, businessID: number) {
  const [job] = await insertJobs(testApp, businessID, [
    { jobTitle: 'Afwas', jobStartDateTime: hoursFromNow(30), jobEndDateTime: hoursFromNow(34) },
  ]);
  return job!.jobID;
}

describe('the bell, pushed to each open page', () => {
  const testApp = useTestApp();

  it('says the bell at once, and again within a second when a notice arrives or is read, to its owner only', async () => {
    const business = await signedInBusiness(testApp);
    const worker = await signedInWorker(testApp);
    const bystander = await signedInWorker(testApp);
    const stream = await openStream(testApp, business.headers);
    const other = await openStream(testApp, bystander.headers);
    expect(stream.response.statusCode).toBe(200);
    expect(stream.response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.response.headers['cache-control']).toBe('no-store');
    expect(await stream.nth(1)).toEqual({ newestID: null, unread: 0 });

    const applied = Date.now();
    await applyTo(testApp, worker, await jobOf(testApp, business.businessID));
    const told = await stream.nth(2);
    expect(Date.now() - applied).toBeLessThan(1000);
    const list = (await send(testApp, 'GET', '/api/notifications', business)).json();
    expect(told).toEqual({ newestID: list.data[0].notificationID, unread: 1 });

    await send(testApp, 'POST', '/api/notifications/read', business);
    expect(await stream.nth(3)).toEqual({ newestID: list.data[0].notificationID, unread: 0 });
    // the bystander heard her own bell once, and nothing of the business's
    expect(await other.nth(2, 300)).toBeUndefined();
    expect(other.events).toEqual([{ newestID: null, unread: 0 }]);
    stream.close();
    other.close();
  });

  it('is refused without a session, like the list', async () => {
    const refused = await testApp.app.inject({ method: 'GET', url: '/api/notifications/stream' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: 'unauthorized' });
  });

  it('ends its streams when the server shuts down, so the shutdown does not wait on them', async () => {
    const place = await createTestPlace();
    const own = await buildTestAppOn(place.config);
    try {
      const worker = await signedInWorker(own);
      const stream = await openStream(own, worker.headers);
      await stream.nth(1);
      const started = Date.now();
      await own.close();
      await stream.ended;
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await place.remove();
    }
  });
});

describe.runIf(process.env.TEST_POSTGRES_URL)('the bell across instances (PostgreSQL LISTEN/NOTIFY)', () => {
  let place: Awaited<ReturnType<typeof createTestPlace>>;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    place = await createTestPlace();
    first = await buildTestAppOn(place.config);
    second = await buildTestAppOn(place.config);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await place?.remove();
  });

  it('tells a page open on one instance of a notice made on another within a second', async () => {
    const business = await signedInBusiness(first);
    const worker = await signedInWorker(first);
    const stream = await openStream(second, business.headers);
    await stream.nth(1);
    const applied = Date.now();
    await applyTo(first, worker, await jobOf(first, business.businessID));
    expect(await stream.nth(2)).toMatchObject({ unread: 1 });
    expect(Date.now() - applied).toBeLessThan(1000);
    stream.close();
  });
});
