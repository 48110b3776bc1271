import { MESSAGES_PAGE_SIZE } from '@jobbel/shared/messages/message.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { bearer, loginAs, registerAdmin } from '../../test/registration-helpers';
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

type Who = { headers: Record<string, string> };
const write = (who: Who, applicationID: number, messageText: string) =>
  send(testApp, 'POST', `/api/messages?applicationID=${applicationID}`, who, { messageText });
const read = (who: Who, applicationID: number) =>
  send(testApp, 'GET', `/api/messages?applicationID=${applicationID}`, who);
const messageMailsTo = async (email: string) =>
  (await testApp.deliveredMails()).filter(
    (mail) => mail.to === email && mail.subject.startsWith('Nieuw bericht'),
  );
const newMessageNotifications = async (who: Who) =>
  (await send(testApp, 'GET', '/api/notifications', who))
    .json()
    .data.filter((item: { notificationKind: string }) => item.notificationKind === 'newMessage');

async function conversationWith(worker?: SignedIn) {
  const applicant = worker ?? (await signedInWorker(testApp));
  const shift = await acceptedShift(testApp, business, applicant, {
    start: hoursFromNow(72),
    end: hoursFromNow(80),
  });
  return { worker: applicant, applicationID: shift.applicationID };
}

describe('messages between a business and an applicant', () => {
  it('the business writes, the worker is told and answers, both see read state', async () => {
    const { worker, applicationID } = await conversationWith();
    expect((await write(worker, applicationID, 'Hallo?')).statusCode).toBe(403);

    const sent = await write(business, applicationID, 'Kan je om 17u30 komen in plaats van 18u?');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data[0]).toMatchObject({
      messageBy: 'business',
      messageMine: true,
      messageRead: false,
    });
    expect(await newMessageNotifications(worker)).toHaveLength(1);
    expect((await messageMailsTo(worker.person.email)).at(-1)?.text).toContain('Kan je om 17u30 komen');

    const seen = await read(worker, applicationID);
    expect(seen.json()).toMatchObject({
      unread: 1,
      data: [{ messageMine: false, messageText: 'Kan je om 17u30 komen in plaats van 18u?' }],
    });
    await send(testApp, 'POST', `/api/messages/read?applicationID=${applicationID}`, worker);
    expect((await read(business, applicationID)).json().data[0].messageRead).toBe(true);

    const answer = await write(worker, applicationID, 'Dat lukt, tot dan!');
    expect(answer.json().data.map((message: { messageBy: string }) => message.messageBy)).toEqual([
      'business',
      'worker',
    ]);
    expect(await newMessageNotifications(business)).not.toHaveLength(0);
  });

  it('are private: another worker or business gets 403 and sees nothing; an admin reads but does not write', async () => {
    const { applicationID } = await conversationWith();
    await write(business, applicationID, 'Vertrouwelijk: de code van de achterdeur is 1234.');
    const otherWorker = await signedInWorker(testApp);
    const otherBusiness = await signedInBusiness(testApp);
    for (const stranger of [otherWorker, otherBusiness]) {
      const answer = await read(stranger, applicationID);
      expect(answer.statusCode).toBe(403);
      expect(answer.body).not.toContain('achterdeur');
      expect((await write(stranger, applicationID, 'Ik lees mee')).statusCode).toBe(403);
    }
    const admin = await registerAdmin(testApp);
    const adminHeaders = { headers: bearer(await loginAs(testApp, admin.person)) };
    expect((await read(adminHeaders, applicationID)).statusCode).toBe(200);
    expect((await write(adminHeaders, applicationID, 'Hallo van de beheerder')).statusCode).toBe(403);
  });

  it('mail the other side at most once per conversation in 15 minutes, and not when messages are switched off, but always show in the app', async () => {
    const { worker, applicationID } = await conversationWith();
    const before = (await messageMailsTo(worker.person.email)).length;
    for (const text of ['Eerste vraag', 'Tweede vraag', 'Derde vraag'])
      await write(business, applicationID, text);
    expect((await messageMailsTo(worker.person.email)).length).toBe(before + 1);
    expect(await newMessageNotifications(worker)).toHaveLength(3);

    const quiet = await signedInWorker(testApp);
    await send(testApp, 'PUT', '/api/usersettings', quiet, { notifications: { messages: false } });
    const second = await conversationWith(quiet);
    await write(business, second.applicationID, 'Hoor je me?');
    expect(await messageMailsTo(quiet.person.email)).toHaveLength(0);
    // the switch is about mail: the message is never lost in the app
    expect(await newMessageNotifications(quiet)).toHaveLength(1);
    // other news still comes through
    const notices = (await send(testApp, 'GET', '/api/notifications', quiet)).json().data;
    expect(
      notices.some((item: { notificationKind: string }) => item.notificationKind === 'applicationAccepted'),
    ).toBe(true);
  });

  it('refuse empty, too long or control-character text, and store nothing', async () => {
    const { applicationID } = await conversationWith();
    for (const bad of ['   ', 'x'.repeat(2001), 'bel \u0007 me']) {
      const answer = await write(business, applicationID, bad);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    expect((await read(business, applicationID)).json().count).toBe(0);
  });

  it('come a page at a time from the newest back, while unread and marking read count the whole conversation', async () => {
    const { worker, applicationID } = await conversationWith();
    const longer = MESSAGES_PAGE_SIZE + 3;
    // a long conversation, written past the service in one go: the business's first message is the oldest
    await testApp.app.db
      .insertInto('messages')
      .values(
        Array.from({ length: longer }, (_, index) => ({
          messageApplicationID: applicationID,
          messageBy: 'business' as const,
          messageText: `Bericht ${index + 1}`,
          messageDateTime: '2026-11-20 10:00:00',
        })),
      )
      .execute();

    const newest = (await read(worker, applicationID)).json();
    expect(newest).toMatchObject({ count: MESSAGES_PAGE_SIZE, total: longer, unread: longer });
    const texts = (page: { data: { messageText: string }[] }) =>
      page.data.map((message) => message.messageText);
    expect(texts(newest)[0]).toBe('Bericht 4');
    expect(texts(newest).at(-1)).toBe(`Bericht ${longer}`);

    const older = (
      await send(
        testApp,
        'GET',
        `/api/messages?applicationID=${applicationID}&after=${newest.nextCursor}`,
        worker,
      )
    ).json();
    expect(older).toMatchObject({ count: 3, total: longer, unread: longer, nextCursor: null });
    expect(texts(older)).toEqual(['Bericht 1', 'Bericht 2', 'Bericht 3']);

    // opening the conversation reads all of it, also the page not shown
    const marked = (
      await send(testApp, 'POST', `/api/messages/read?applicationID=${applicationID}`, worker)
    ).json();
    expect(marked).toMatchObject({ unread: 0, count: MESSAGES_PAGE_SIZE });
    const olderNow = (
      await send(
        testApp,
        'GET',
        `/api/messages?applicationID=${applicationID}&after=${newest.nextCursor}`,
        business,
      )
    ).json();
    expect(olderNow.data.every((message: { messageRead: boolean }) => message.messageRead)).toBe(true);

    const answer = await write(worker, applicationID, 'Gelezen, tot dan!');
    expect(texts(answer.json()).at(-1)).toBe('Gelezen, tot dan!');
    expect(answer.json()).toMatchObject({ count: MESSAGES_PAGE_SIZE, total: longer + 1 });

    // a word, and an id past what an id column holds (PostgreSQL would fail on it, not answer)
    for (const wrong of ['gisteren', '2147483648']) {
      const answer = await send(
        testApp,
        'GET',
        `/api/messages?applicationID=${applicationID}&after=${wrong}`,
        worker,
      );
      expect(answer.statusCode).toBe(400);
    }
  });
});
