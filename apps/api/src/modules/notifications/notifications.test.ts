import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { insertJobs } from '../../test/job-fixtures';
import {
  acceptedShift,
  hoursFromNow,
  type SignedIn,
  type SignedInBusiness,
  send,
  signedInBusiness,
  signedInWorker,
} from '../../test/shift-fixtures';

const testApp = useTestApp();
let business: SignedInBusiness;

beforeAll(async () => {
  business = await signedInBusiness(testApp);
});

const switches = (who: SignedIn, notifications: Record<string, boolean>) =>
  send(testApp, 'PUT', '/api/usersettings', who, { notifications });
const notificationsOf = async (who: { headers: Record<string, string> }) =>
  (await send(testApp, 'GET', '/api/notifications', who)).json();
const mailsTo = async (email: string) => (await testApp.deliveredMails()).filter((mail) => mail.to === email);

async function appliedWorker(settings?: Record<string, boolean>) {
  const worker = await signedInWorker(testApp);
  if (settings) await switches(worker, settings);
  const jobTitle = `Ober ${Math.random().toString(36).slice(2, 7)}`;
  const [job] = await insertJobs(testApp, business.businessID, [
    {
      jobTitle,
      jobStartDateTime: hoursFromNow(50),
      jobEndDateTime: hoursFromNow(56),
    },
  ]);
  const applied = await send(testApp, 'POST', '/api/jobapplications', worker, {
    jobApplicationJobID: job!.jobID,
    jobApplicationUserID: worker.userID,
  });
  return { worker, applicationID: applied.json().jobApplicationID as number, jobTitle };
}

const accept = (applicationID: number) =>
  send(testApp, 'PUT', `/api/jobapplications?id=${applicationID}`, business, {
    jobApplicationStatus: 'accepted',
  });

describe('the settings decide how a worker hears of an accepted application', () => {
  it.each([
    { app: true, email: true, notified: 1, mailed: 1 },
    { app: false, email: true, notified: 0, mailed: 1 },
    { app: true, email: false, notified: 1, mailed: 0 },
    { app: false, email: false, notified: 0, mailed: 0 },
  ])('app $app, email $email', async ({ app, email, notified, mailed }) => {
    const { worker, applicationID, jobTitle } = await appliedWorker({ app, email });
    await accept(applicationID);
    const list = await notificationsOf(worker);
    expect(
      list.data.filter(
        (item: { notificationKind: string }) => item.notificationKind === 'applicationAccepted',
      ),
    ).toHaveLength(notified);
    expect(list.unread).toBe(notified);
    if (notified)
      expect(list.data[0]).toMatchObject({
        notificationTitle: expect.stringContaining(jobTitle),
        notificationLink: '/my-applications',
        notificationRead: false,
      });
    const accepted = (await mailsTo(worker.person.email)).filter((mail) =>
      mail.subject.startsWith('Goed nieuws'),
    );
    expect(accepted).toHaveLength(mailed);
  });
});

describe('notifications', () => {
  it('tell the business of a new applicant, and the worker of a cancellation by the business', async () => {
    const before = (await notificationsOf(business)).total;
    const { worker, jobTitle } = await appliedWorker();
    const list = await notificationsOf(business);
    expect(list.total).toBe(before + 1);
    expect(list.data[0]).toMatchObject({
      notificationKind: 'newApplicant',
      notificationTitle: `Nieuwe sollicitant voor ${jobTitle}`,
    });
    expect((await mailsTo(business.person.email)).at(-1)?.subject).toBe(
      `Nieuwe sollicitant voor ${jobTitle}`,
    );

    const shift = await acceptedShift(testApp, business, worker, {
      start: hoursFromNow(72),
      end: hoursFromNow(80),
    });
    await send(testApp, 'POST', `/api/jobapplications/cancel?id=${shift.applicationID}`, business, {
      jobApplicationCancelReason: 'Zaak dicht.',
    });
    expect((await notificationsOf(worker)).data[0]).toMatchObject({
      notificationKind: 'shiftCancelled',
      notificationBody: expect.stringContaining('Zaak dicht.'),
    });
  });

  it('are marked read one by one or all at once, only by their owner', async () => {
    const { worker, applicationID } = await appliedWorker();
    await accept(applicationID);
    const [first] = (await notificationsOf(worker)).data;
    const stranger = await signedInWorker(testApp);
    expect(
      (await send(testApp, 'POST', `/api/notifications/read?id=${first.notificationID}`, stranger))
        .statusCode,
    ).toBe(404);
    expect((await notificationsOf(worker)).unread).toBe(1);

    const read = await send(testApp, 'POST', `/api/notifications/read?id=${first.notificationID}`, worker);
    expect(read.json()).toMatchObject({ unread: 0, data: [{ notificationRead: true }] });
    const shift = await acceptedShift(testApp, business, worker, {
      start: hoursFromNow(72),
      end: hoursFromNow(80),
    });
    await send(testApp, 'POST', `/api/jobapplications/cancel?id=${shift.applicationID}`, business, {
      jobApplicationCancelReason: 'Storm.',
    });
    expect((await notificationsOf(worker)).unread).toBeGreaterThan(0);
    expect((await send(testApp, 'POST', '/api/notifications/read', worker)).json().unread).toBe(0);
  });
});

describe('the unsubscribe link in every mail', () => {
  it('turns that kind of mail off without logging in, and a forged link changes nothing', async () => {
    const { worker, applicationID } = await appliedWorker();
    await accept(applicationID);
    const mail = (await mailsTo(worker.person.email)).at(-1)!;
    const link = /https?:\/\/\S+\/api\/unsubscribe\?\S+/.exec(mail.text)![0];
    expect(mail.html).toContain('Uitschrijven');
    const url = new URL(link);

    const forged = await testApp.app.inject({
      method: 'GET',
      url: `${url.pathname}?user=${worker.userID}&category=email&token=raden`,
    });
    expect(forged.statusCode).toBe(403);
    const otherUser = await testApp.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search.replace(`user=${worker.userID}`, `user=${business.userID}`)}`,
    });
    expect(otherUser.statusCode).toBe(403);
    expect((await send(testApp, 'GET', '/api/usersettings', worker)).json().notifications.email).toBe(true);

    const done = await testApp.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(done.statusCode).toBe(200);
    expect(done.headers['content-type']).toContain('text/html');
    expect(done.body).toContain('Je krijgt deze e-mails niet meer');
    expect((await send(testApp, 'GET', '/api/usersettings', worker)).json().notifications).toMatchObject({
      email: false,
      app: true,
    });

    // the next event still shows in the app, but sends no mail
    const mailsBefore = (await mailsTo(worker.person.email)).length;
    const shift = await acceptedShift(testApp, business, worker, {
      start: hoursFromNow(72),
      end: hoursFromNow(80),
    });
    await send(testApp, 'POST', `/api/jobapplications/cancel?id=${shift.applicationID}`, business, {
      jobApplicationCancelReason: 'Verbouwing.',
    });
    expect((await mailsTo(worker.person.email)).length).toBe(mailsBefore);
    expect((await notificationsOf(worker)).data[0].notificationKind).toBe('shiftCancelled');
  });
});

describe('the bell of someone with years of notices', () => {
  it('lists the newest 50, the ones before a page at a time, and counts up to 1000, whatever the history (the badge shows 99+)', async () => {
    const worker = await signedInWorker(testApp);
    const notice = (index: number, read: boolean) => ({
      notificationUserID: worker.userID,
      notificationKind: 'jobAlert',
      notificationTitle: `Nieuwe job ${index}`,
      notificationBody: '',
      notificationLink: '/dashboard',
      notificationCreatedDateTime: '2026-01-01 10:00:00',
      notificationReadDateTime: read ? '2026-01-02 10:00:00' : null,
    });
    const rows = Array.from({ length: 1200 }, (_, index) => notice(index, index < 150));
    for (let from = 0; from < rows.length; from += 300)
      await testApp.app.db
        .insertInto('notifications')
        .values(rows.slice(from, from + 300))
        .execute();
    const bell = (await send(testApp, 'GET', '/api/notifications', worker)).json();
    expect(bell).toMatchObject({ count: 50, total: 1000, unread: 1000 });
    expect(bell.data[0].notificationTitle).toBe('Nieuwe job 1199');
    // the ones before, a page at a time, each once, down to the first
    const titles: string[] = bell.data.map((item: { notificationTitle: string }) => item.notificationTitle);
    let next: string | null = bell.nextCursor;
    while (next !== null) {
      const page = (await send(testApp, 'GET', `/api/notifications?after=${next}`, worker)).json();
      titles.push(...page.data.map((item: { notificationTitle: string }) => item.notificationTitle));
      next = page.nextCursor;
    }
    expect(titles).toEqual(rows.map((row) => row.notificationTitle).reverse());
    for (const wrong of ['gisteren', '2147483648'])
      expect((await send(testApp, 'GET', `/api/notifications?after=${wrong}`, worker)).statusCode).toBe(400);

    await send(testApp, 'POST', '/api/notifications/read', worker);
    expect((await send(testApp, 'GET', '/api/notifications', worker)).json()).toMatchObject({ unread: 0 });
  });
});
