import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { insertBusiness, insertJobs } from '../../test/job-fixtures';
import { bearer, loginAs, registerPerson } from '../../test/registration-helpers';
import { enqueueMail } from './outbox.repository';
import { createOutboxWorker, retryDelaySeconds } from './outbox-worker';

const LONG_AFTER_SECONDS = 7200;

const testApp = useTestApp();
afterEach(() => {
  testApp.smtp.down = false;
  vi.useRealTimers();
});

const later = (seconds: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + seconds * 1000);
};

async function acceptedWorker() {
  const worker = await registerPerson(testApp);
  const workerHeaders = bearer(await loginAs(testApp, worker.person));
  const owner = await registerPerson(testApp, { accountType: 'business' });
  const ownerHeaders = bearer(await loginAs(testApp, owner.person));
  const { businessID } = await insertBusiness(testApp, 'Bistro Outbox');
  await testApp.app.db
    .updateTable('businesses')
    .set({ businessAccountID: owner.accountID })
    .where('businessID', '=', businessID)
    .execute();
  const [job] = await insertJobs(testApp, businessID, [{ jobTitle: `Afwas ${worker.userID}` }]);
  const applied = await testApp.app.inject({
    method: 'POST',
    url: '/api/jobapplications',
    headers: workerHeaders,
    payload: { jobApplicationJobID: job!.jobID, jobApplicationUserID: worker.userID },
  });
  return { worker, ownerHeaders, applicationID: applied.json().jobApplicationID as number };
}

describe('mail through the outbox', () => {
  it('is sent once by one of two servers sending at the same moment, every mail of the batch', async () => {
    await testApp.app.outbox.stop();
    const now = Math.floor(Date.now() / 1000);
    const recipients = Array.from({ length: 30 }, (_, index) => `twee-servers-${index}@example.be`);
    for (const to of recipients)
      await enqueueMail(
        testApp.app.db,
        { to, subject: 'Twee servers', text: 'Eén keer', html: '<p>Eén keer</p>' },
        now,
      );
    const sentBy: string[][] = [[], []];
    const servers = sentBy.map((sent) =>
      createOutboxWorker(
        testApp.app.db,
        {
          mailer: { send: async (mail) => void sent.push(mail.to), close: () => {} },
          push: { send: async () => {} },
        },
        testApp.app.log,
      ),
    );
    // two batches of twenty: each server claims what the other has not
    await Promise.all(servers.map((server) => server.deliverDue()));
    await Promise.all(servers.map((server) => server.deliverDue()));
    const sent = sentBy.flat().filter((to) => recipients.includes(to));
    expect(sent.sort()).toEqual([...recipients].sort());
    // each batch is marked sent once it is through, so no later pass sends any of them again
    const unmarked = await testApp.app.db
      .selectFrom('outbox')
      .select('outboxID')
      .where('recipient', 'in', recipients)
      .where('sentAt', 'is', null)
      .execute();
    expect(unmarked).toEqual([]);
    testApp.app.outbox.start();
  });

  it('answers 2xx while SMTP is down, and delivers each mail exactly once when it is back', async () => {
    const { worker, ownerHeaders, applicationID } = await acceptedWorker();
    const before = (await testApp.deliveredMails()).length;
    testApp.smtp.down = true;

    const known = await testApp.app.inject({
      method: 'POST',
      url: '/api/password/forgot',
      payload: { email: worker.person.email },
    });
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/api/password/forgot',
      payload: { email: 'nobody-here@example.be' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);

    const accepted = await testApp.app.inject({
      method: 'PUT',
      url: `/api/jobapplications?id=${applicationID}`,
      headers: ownerHeaders,
      payload: { jobApplicationStatus: 'accepted' },
    });
    expect(accepted.statusCode).toBe(200);

    expect((await testApp.deliveredMails()).length).toBe(before);
    later(retryDelaySeconds(1) + 1);
    expect((await testApp.deliveredMails()).length).toBe(before);

    testApp.smtp.down = false;
    later(retryDelaySeconds(2) + 1);
    const delivered = (await testApp.deliveredMails()).slice(before);
    expect(delivered.map((mail) => mail.to)).toEqual([worker.person.email, worker.person.email]);
    expect(delivered.map((mail) => mail.subject).join(' | ')).toMatch(/wachtwoord.*aangenomen/);

    later(LONG_AFTER_SECONDS);
    expect((await testApp.deliveredMails()).slice(before)).toHaveLength(2);
  });

  it('backs off from 10 seconds up to one hour between attempts', () => {
    expect([1, 2, 3].map(retryDelaySeconds)).toEqual([10, 20, 40]);
    expect(retryDelaySeconds(30)).toBe(3600);
  });
});
