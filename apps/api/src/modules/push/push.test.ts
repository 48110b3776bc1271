import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertJobs } from '../../test/job-fixtures';
import {
  hoursFromNow,
  type SignedInBusiness,
  send,
  signedInBusiness,
  signedInWorker,
} from '../../test/shift-fixtures';
import { saveSubscription } from './push.repository';

/** A push service of our own: it keeps what it receives and answers with the status it is told. */
function startPushService() {
  const received: { headers: http.IncomingHttpHeaders; body: Buffer }[] = [];
  const state = { status: 201 };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = state.status;
      response.end();
    });
  });
  return new Promise<{ url: string; received: typeof received; state: typeof state; close: () => void }>(
    (resolve) =>
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        resolve({ url: `http://127.0.0.1:${port}`, received, state, close: () => server.close() });
      }),
  );
}

/** What a browser keeps for a push subscription: its key pair and the auth secret. */
function device() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = crypto.randomBytes(16);
  return {
    ecdh,
    authSecret,
    keys: { p256dh: ecdh.getPublicKey('base64url'), auth: authSecret.toString('base64url') },
  };
}

let testApp: TestApp;
let business: SignedInBusiness;
let pushService: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  testApp = await buildTestApp();
  business = await signedInBusiness(testApp);
  pushService = await startPushService();
});
afterAll(async () => {
  pushService.close();
  await testApp.close();
});

/** A worker with one device subscribed (at the local push service) and an application the business accepts. */
async function acceptedWorkerWithDevice(app: boolean, pathLength = 20) {
  const worker = await signedInWorker(testApp);
  await send(testApp, 'PUT', '/api/usersettings', worker, { notifications: { app } });
  const phone = device();
  const endpoint = `${pushService.url}/push/${worker.userID}/`.padEnd(pathLength, 'x');
  await saveSubscription(
    testApp.app.db,
    worker.userID,
    { endpoint, keys: phone.keys },
    '2026-11-22 10:00:00',
  );
  const [job] = await insertJobs(testApp, business.businessID, [
    { jobTitle: 'Barman', jobStartDateTime: hoursFromNow(50), jobEndDateTime: hoursFromNow(56) },
  ]);
  const applied = await send(testApp, 'POST', '/api/jobapplications', worker, {
    jobApplicationJobID: job!.jobID,
    jobApplicationUserID: worker.userID,
  });
  await send(testApp, 'PUT', `/api/jobapplications?id=${applied.json().jobApplicationID}`, business, {
    jobApplicationStatus: 'accepted',
  });
  return { worker, phone, endpoint };
}

describe('Web Push', () => {
  it("offers the server's public key and keeps each device for the user who allowed it last", async () => {
    const key = await testApp.app.inject({ method: 'GET', url: '/api/push/key' });
    expect(key.json().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);

    const first = await signedInWorker(testApp);
    const second = await signedInWorker(testApp);
    const subscription = { endpoint: 'https://push.example.org/send/abc', keys: device().keys };
    for (const [body, message] of [
      [{ ...subscription, endpoint: 'http://push.example.org/x' }, 'https'],
      [{ ...subscription, endpoint: `https://push.example.org/${'x'.repeat(1000)}` }, 'at most 1000'],
      [{ ...subscription, keys: { p256dh: 'not base64!', auth: 'abc' } }, 'base64url'],
      [{ endpoint: subscription.endpoint }, 'keys'],
    ] as const) {
      const refused = await send(testApp, 'POST', '/api/push/subscriptions', first, body);
      expect(refused.statusCode, message).toBe(400);
      expect(JSON.stringify(refused.json()), message).toContain(message);
    }
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: subscription,
    });
    expect(anonymous.statusCode).toBe(401);

    expect((await send(testApp, 'POST', '/api/push/subscriptions', first, subscription)).statusCode).toBe(
      204,
    );
    // the same phone, now used by someone else: it is theirs, the first user can no longer remove it
    expect((await send(testApp, 'POST', '/api/push/subscriptions', second, subscription)).statusCode).toBe(
      204,
    );
    const endpoint = { endpoint: subscription.endpoint };
    expect((await send(testApp, 'DELETE', '/api/push/subscriptions', first, endpoint)).statusCode).toBe(404);
    expect((await send(testApp, 'DELETE', '/api/push/subscriptions', second, endpoint)).statusCode).toBe(204);
    expect((await send(testApp, 'DELETE', '/api/push/subscriptions', second, endpoint)).statusCode).toBe(404);
  });

  it('pushes the notice the bell shows, encrypted for the device and signed by the server', async () => {
    // push services hand out long endpoints: the longest the API accepts still works
    const { worker, phone, endpoint } = await acceptedWorkerWithDevice(true, 1000);
    await testApp.deliveredMails();
    const [push, ...more] = pushService.received.splice(0);
    expect(more).toEqual([]);
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.ttl).toBe('86400');
    const publicKey = (await testApp.app.inject({ method: 'GET', url: '/api/push/key' })).json().publicKey;
    expect(push!.headers.authorization).toMatch(new RegExp(`^vapid t=.+, k=${publicKey}$`));
    const payload = JSON.parse(
      ece
        .decrypt(push!.body, { version: 'aes128gcm', privateKey: phone.ecdh, authSecret: phone.authSecret })
        .toString(),
    );
    const [notice] = (await send(testApp, 'GET', '/api/notifications', worker)).json().data;
    expect(payload).toEqual({
      title: notice.notificationTitle,
      body: notice.notificationBody,
      link: notice.notificationLink,
    });
    expect(endpoint).toHaveLength(1000);
    expect(push!.headers.host).toBe(new URL(endpoint).host);
  });

  it('follows the app setting, retries a push service that is down, and forgets a device that is gone', async () => {
    await acceptedWorkerWithDevice(false);
    await testApp.deliveredMails();
    expect(pushService.received.splice(0)).toEqual([]);

    const { worker } = await acceptedWorkerWithDevice(true);
    pushService.state.status = 503;
    await testApp.deliveredMails();
    expect(pushService.received.splice(0)).toHaveLength(1);
    const waiting = await testApp.app.db
      .selectFrom('outbox')
      .select(['attempts', 'sentAt'])
      .where('channel', '=', 'push')
      .where('sentAt', 'is', null)
      .execute();
    expect(waiting).toEqual([{ attempts: 1, sentAt: null }]);

    // the retry is due; the browser has meanwhile dropped the subscription
    pushService.state.status = 410;
    await testApp.app.db
      .updateTable('outbox')
      .set({ nextAttemptAt: 0 })
      .where('channel', '=', 'push')
      .execute();
    await testApp.deliveredMails();
    expect(pushService.received.splice(0)).toHaveLength(1);
    const devices = await testApp.app.db
      .selectFrom('push_subscriptions')
      .select('pushEndpoint')
      .where('pushUserID', '=', worker.userID)
      .execute();
    expect(devices).toEqual([]);
    pushService.state.status = 201;
  });
});
