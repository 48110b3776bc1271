import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PUSH_DEVICES_MAX } from '@jobbel/shared/push/push.schemas';
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
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
import { createPushSender } from './push-sender';
import { createPublicPushPost, type PushPost } from './push-transport';

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

/** Plain http to the local push service: the real transport only reaches public https push services. */
const postLocally: PushPost = (endpoint, request) =>
  new Promise((resolve, reject) => {
    const sent = http.request(endpoint, { method: request.method, headers: request.headers }, (answer) => {
      answer.resume();
      resolve(answer.statusCode ?? 0);
    });
    sent.on('error', reject);
    sent.end(request.body);
  });

let testApp: TestApp;
let business: SignedInBusiness;
let pushService: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  testApp = await buildTestApp({}, { pushPost: postLocally });
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
    const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: device().keys };
    for (const [body, field] of [
      [{ ...subscription, endpoint: 'http://fcm.googleapis.com/x' }, 'endpoint'],
      [{ ...subscription, endpoint: `https://fcm.googleapis.com/${'x'.repeat(1000)}` }, 'endpoint'],
      [{ ...subscription, keys: { p256dh: 'not base64!', auth: 'abc' } }, 'keys.p256dh'],
      [{ endpoint: subscription.endpoint }, 'keys'],
    ] as const) {
      const refused = await send(testApp, 'POST', '/api/push/subscriptions', first, body);
      expect(refused.statusCode, field).toBe(400);
      expect(Object.keys(refused.json().fields), field).toEqual([field]);
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

  it('accepts only the push services browsers use, over https on their own port', async () => {
    const worker = await signedInWorker(testApp);
    const keys = device().keys;
    for (const endpoint of [
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/push',
      'https://10.0.0.1/push',
      'https://0x7f000001/push',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
      'https://push.example.org/send/abc',
    ]) {
      const refused = await send(testApp, 'POST', '/api/push/subscriptions', worker, { endpoint, keys });
      expect(refused.statusCode, endpoint).toBe(400);
      expect(refused.json(), endpoint).toMatchObject({
        error: 'push_endpoint_not_allowed',
        message: 'Pushmeldingen kunnen alleen via de pushdienst van je browser.',
      });
    }
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc1',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ]) {
      const accepted = await send(testApp, 'POST', '/api/push/subscriptions', worker, { endpoint, keys });
      expect(accepted.statusCode, endpoint).toBe(204);
    }
    // an operator's own push service, named in PUSH_SERVICE_HOSTS
    const operated = await buildTestApp({ PUSH_SERVICE_HOSTS: '*.push.example.org' });
    const there = await signedInWorker(operated);
    const body = { endpoint: 'https://eu.push.example.org/send/abc', keys };
    expect((await send(operated, 'POST', '/api/push/subscriptions', there, body)).statusCode).toBe(204);
    await operated.close();
  });

  it('keeps at most 10 devices per account, also when they subscribe at once', async () => {
    const worker = await signedInWorker(testApp);
    const subscribe = (n: number) =>
      send(testApp, 'POST', '/api/push/subscriptions', worker, {
        endpoint: `https://fcm.googleapis.com/fcm/send/device-${worker.userID}-${n}`,
        keys: device().keys,
      });
    const answers = await Promise.all(Array.from({ length: PUSH_DEVICES_MAX + 5 }, (_, n) => subscribe(n)));
    expect(answers.filter((answer) => answer.statusCode === 204)).toHaveLength(PUSH_DEVICES_MAX);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ error: 'too_many_devices' });
    // one of its own devices subscribing again is no new device
    const stored = await testApp.app.db
      .selectFrom('push_subscriptions')
      .select(['pushEndpoint', 'pushP256dh', 'pushAuth'])
      .where('pushUserID', '=', worker.userID)
      .execute();
    expect(stored).toHaveLength(PUSH_DEVICES_MAX);
    const again = await send(testApp, 'POST', '/api/push/subscriptions', worker, {
      endpoint: stored[0]!.pushEndpoint,
      keys: { p256dh: stored[0]!.pushP256dh, auth: stored[0]!.pushAuth },
    });
    expect(again.statusCode).toBe(204);
  });

  it('does not hand an endpoint to another account without the device’s keys', async () => {
    const owner = await signedInWorker(testApp);
    const stranger = await signedInWorker(testApp);
    const phone = { endpoint: 'https://fcm.googleapis.com/fcm/send/taken', keys: device().keys };
    expect((await send(testApp, 'POST', '/api/push/subscriptions', owner, phone)).statusCode).toBe(204);
    const takeover = await send(testApp, 'POST', '/api/push/subscriptions', stranger, {
      ...phone,
      keys: device().keys,
    });
    expect(takeover.statusCode).toBe(409);
    expect(takeover.json()).toMatchObject({ error: 'endpoint_taken' });
    const row = await testApp.app.db
      .selectFrom('push_subscriptions')
      .select(['pushUserID', 'pushP256dh'])
      .where('pushEndpoint', '=', phone.endpoint)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ pushUserID: owner.userID, pushP256dh: phone.keys.p256dh });
  });

  it('never connects to an address inside, whatever the name says', async () => {
    // an operator listed a name that points at the server itself: the lookup refuses it
    const post = createPublicPushPost(['localhost']);
    const request = { method: 'POST', headers: {}, body: Buffer.from('x') };
    await expect(post('https://localhost/push', request, 2000)).rejects.toThrow(/non-public address/);
    await expect(
      createPublicPushPost(['127.0.0.1'])('https://127.0.0.1/push', request, 2000),
    ).rejects.toThrow(/non-public address/);
    await expect(createPublicPushPost()('https://169.254.169.254/push', request, 2000)).rejects.toThrow(
      /not an allowed push service/,
    );

    // a device stored at such an address before is forgotten, not connected to
    const worker = await signedInWorker(testApp);
    await saveSubscription(
      testApp.app.db,
      worker.userID,
      { endpoint: 'https://169.254.169.254/latest', keys: device().keys },
      '2026-11-22 10:00:00',
    );
    const { pushSubscriptionID } = await testApp.app.db
      .selectFrom('push_subscriptions')
      .select('pushSubscriptionID')
      .where('pushUserID', '=', worker.userID)
      .executeTakeFirstOrThrow();
    const sender = createPushSender(testApp.app.db, {
      ...webpush.generateVAPIDKeys(),
      subject: 'mailto:a@b.be',
    });
    await sender.send(pushSubscriptionID, '{}');
    const left = await testApp.app.db
      .selectFrom('push_subscriptions')
      .select('pushSubscriptionID')
      .where('pushUserID', '=', worker.userID)
      .execute();
    expect(left).toEqual([]);
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
