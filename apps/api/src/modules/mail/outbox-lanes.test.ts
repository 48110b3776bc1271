import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInWorker } from '../../test/shift-fixtures';
import { saveSubscription } from '../push/push.repository';
import type { PushPost } from '../push/push-transport';
import { enqueuePush } from './outbox.repository';
import { OUTBOX_LANES } from './outbox-worker';

/** A push service that never answers: every push waits out its whole timeout. */
const waiting = { now: 0 };
const silent: PushPost = (_endpoint, _request, timeoutMs) => {
  waiting.now += 1;
  return new Promise((_resolve, reject) =>
    setTimeout(() => {
      waiting.now -= 1;
      reject(new Error('push service silent'));
    }, timeoutMs),
  );
};

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({}, { pushPost: silent });
});
afterAll(() => testApp.close());

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The keys a browser holds for a subscription: the push is really encrypted, then waits on the device. */
function deviceKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey('base64url'), auth: crypto.randomBytes(16).toString('base64url') };
}

describe('the outbox lanes', () => {
  it('sends a password-reset mail within 5 s while 50 pushes wait on silent devices', async () => {
    const owner = await signedInWorker(testApp);
    for (let device = 0; device < 50; device += 1)
      await saveSubscription(
        testApp.app.db,
        owner.userID,
        {
          endpoint: `https://fcm.googleapis.com/fcm/send/silent-${device}`,
          keys: deviceKeys(),
        },
        '2026-11-25 10:00:00',
      );
    const devices = await testApp.app.db
      .selectFrom('push_subscriptions')
      .select('pushSubscriptionID')
      .execute();
    for (const { pushSubscriptionID } of devices)
      await enqueuePush(
        testApp.app.db,
        pushSubscriptionID,
        { title: 'T', body: 'B', link: '/' },
        nowSeconds(),
      );
    // the outbox's own timer is already trying the pushes, which hang
    await expect.poll(() => waiting.now, { timeout: 3000 }).toBe(OUTBOX_LANES.push.concurrency);

    const asked = Date.now();
    const reset = await testApp.app.inject({
      method: 'POST',
      url: '/api/password/forgot',
      payload: { email: owner.person.email },
    });
    expect(reset.statusCode).toBe(200);
    await expect
      .poll(() => testApp.mailsSoFar().some((mail) => mail.to === owner.person.email), {
        timeout: 5000,
        interval: 100,
      })
      .toBe(true);
    expect(Date.now() - asked).toBeLessThan(5000);
  }, 30_000);

  it('gives a push up after its last allowed try, records it, and tries it no more', async () => {
    const refusing = await buildTestApp({}, { pushPost: async () => 503 });
    const owner = await signedInWorker(refusing);
    await saveSubscription(
      refusing.app.db,
      owner.userID,
      { endpoint: 'https://fcm.googleapis.com/fcm/send/down', keys: deviceKeys() },
      '2026-11-25 10:00:00',
    );
    const { pushSubscriptionID } = await refusing.app.db
      .selectFrom('push_subscriptions')
      .select('pushSubscriptionID')
      .executeTakeFirstOrThrow();
    await enqueuePush(
      refusing.app.db,
      pushSubscriptionID,
      { title: 'T', body: 'B', link: '/' },
      nowSeconds(),
    );
    const push = () =>
      refusing.app.db
        .selectFrom('outbox')
        .select(['attempts', 'gaveUpAt', 'lastError'])
        .where('channel', '=', 'push')
        .executeTakeFirstOrThrow();
    for (let attempt = 1; attempt <= OUTBOX_LANES.push.maxAttempts + 2; attempt += 1) {
      await refusing.app.db
        .updateTable('outbox')
        .set({ nextAttemptAt: 0 })
        .where('channel', '=', 'push')
        .execute();
      await refusing.deliveredMails();
    }
    expect(await push()).toMatchObject({
      attempts: OUTBOX_LANES.push.maxAttempts,
      gaveUpAt: expect.any(Number),
      lastError: expect.stringContaining('503'),
    });
    await refusing.close();
  });
});
