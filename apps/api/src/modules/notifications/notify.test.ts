import { PUSH_DEVICES_MAX } from '@jobbel/shared/push/push.schemas';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { insertWorkers } from '../../test/worker-fixtures';
import { jobCancelledEvent } from '../applications/applications.mails';
import { notifyAll } from './notify';
import { workerRecipients } from './recipients';

const testApp = useTestApp();

describe('telling many people at once', () => {
  const job = { title: 'Kelner', company: 'Café Centraal', start: 'zaterdag 12 december om 18:00' };

  /** Tells these workers their job was cancelled, in one call and one transaction; answers who they are. */
  async function tellJobCancelled(workers: number[]) {
    const recipients = await workerRecipients(testApp.app.db, workers);
    const events = workers.map((userID) =>
      jobCancelledEvent(recipients.get(userID)!, job, 'http://localhost'),
    );
    await testApp.app.db.transaction().execute((trx) => notifyAll(trx, events, 'http://localhost'));
    return recipients;
  }

  it('tells 3,700 workers in one call, each once in the app and once by mail', async () => {
    const workers = await insertWorkers(testApp, 3700);
    // more mails than SQLite takes values in one statement (nine a mail)
    const recipients = await tellJobCancelled(workers);

    const notices = await testApp.app.db
      .selectFrom('notifications')
      .select('notificationUserID')
      .where('notificationUserID', 'in', workers)
      .execute();
    expect(new Set(notices.map((notice) => notice.notificationUserID)).size).toBe(3700);
    expect(notices).toHaveLength(3700);
    const emails = [...recipients.values()].map((recipient) => recipient.email);
    const mails = await testApp.app.db
      .selectFrom('outbox')
      .select('recipient')
      .where('channel', '=', 'mail')
      .where('recipient', 'in', emails)
      .execute();
    expect(mails).toHaveLength(3700);
  });

  it('pushes to each of ten devices of 400 workers told in one call', async () => {
    const workers = await insertWorkers(testApp, 400);
    await testApp.app.db
      .insertInto('push_subscriptions')
      .values(
        workers.flatMap((userID) =>
          Array.from({ length: PUSH_DEVICES_MAX }, (_, device) => ({
            pushUserID: userID,
            pushEndpoint: `https://fcm.googleapis.com/fcm/send/${userID}-${device}`,
            pushP256dh: 'BPhone',
            pushAuth: 'secret',
            pushCreatedDateTime: '2026-11-01 10:00:00',
          })),
        ),
      )
      .execute();
    // more pushes than SQLite takes values in one statement (ten a push)
    await tellJobCancelled(workers);

    const devices = await testApp.app.db
      .selectFrom('push_subscriptions')
      .select((eb) => eb.cast<string>('pushSubscriptionID', 'text').as('id'))
      .where('pushUserID', 'in', workers)
      .execute();
    const pushes = await testApp.app.db
      .selectFrom('outbox')
      .select('recipient')
      .where('channel', '=', 'push')
      .where(
        'recipient',
        'in',
        devices.map((device) => device.id),
      )
      .execute();
    expect(pushes).toHaveLength(400 * PUSH_DEVICES_MAX);
    expect(new Set(pushes.map((push) => push.recipient)).size).toBe(400 * PUSH_DEVICES_MAX);
  });
});
