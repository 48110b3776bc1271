import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { insertWorkers } from '../../test/worker-fixtures';
import { jobCancelledEvent } from '../applications/applications.mails';
import { notifyAll } from './notify';
import { workerRecipients } from './recipients';

const testApp = useTestApp();

describe('telling many people at once', () => {
  it('tells 3,700 workers in one call, each once in the app and once by mail', async () => {
    const workers = await insertWorkers(testApp, 3700);
    const recipients = await workerRecipients(testApp.app.db, workers);
    const job = { title: 'Kelner', company: 'Café Centraal', start: 'zaterdag 12 december om 18:00' };
    const events = workers.map((userID) =>
      jobCancelledEvent(recipients.get(userID)!, job, 'http://localhost'),
    );
    // more mails than SQLite takes values in one statement (nine a mail)
    await testApp.app.db.transaction().execute((trx) => notifyAll(trx, events, 'http://localhost'));

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
});
