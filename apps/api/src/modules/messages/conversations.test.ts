import { INBOX_PAGE_SIZE } from '@jobbel/shared/messages/message.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { insertJobs } from '../../test/job-fixtures';
import { bearer, loginAs, registerAdmin } from '../../test/registration-helpers';
import {
  acceptedShift,
  hoursFromNow,
  type SignedInBusiness,
  send,
  signedInBusiness,
  signedInWorker,
} from '../../test/shift-fixtures';
import { insertWorkers } from '../../test/worker-fixtures';
import { INBOX_COUNT_CAP } from './conversations.repository';

const testApp = useTestApp();
let business: SignedInBusiness;

beforeAll(async () => {
  business = await signedInBusiness(testApp);
});

type Who = { headers: Record<string, string> };
const write = (who: Who, applicationID: number, messageText: string) =>
  send(testApp, 'POST', `/api/messages?applicationID=${applicationID}`, who, { messageText });
const inbox = async (who: Who) => (await send(testApp, 'GET', '/api/conversations', who)).json();
const bookedWorker = async () => {
  const worker = await signedInWorker(testApp);
  const shift = await acceptedShift(testApp, business, worker, {
    start: hoursFromNow(72),
    end: hoursFromNow(80),
  });
  return { worker, applicationID: shift.applicationID };
};

/**
 * A business with `many` conversations on one job, one worker's question each, oldest first; the oldest
 * `unreadCount` not read yet.
 */
async function businessWithConversations(many: number, unreadCount: number) {
  const owner = await signedInBusiness(testApp);
  const [job] = (await insertJobs(testApp, owner.businessID, [{ jobTitle: 'Terras' }])) as [
    { jobID: number },
  ];
  const workers = await insertWorkers(testApp, many);
  const db = testApp.app.db;
  const applications = await db
    .insertInto('job_applications')
    .values(
      workers.map((userID) => ({
        jobApplicationJobID: job.jobID,
        jobApplicationUserID: userID,
        jobApplicationStatus: 'pending' as const,
        jobApplicationDateTime: hoursFromNow(-48),
        jobSnapshotTitle: 'Terras',
        jobSnapshotBusinessID: owner.businessID,
      })),
    )
    .returning('jobApplicationID')
    .execute();
  // one by one, so that each is newer than the one before
  for (const [index, { jobApplicationID }] of applications.entries())
    await db
      .insertInto('messages')
      .values({
        messageApplicationID: jobApplicationID,
        messageBy: 'worker',
        messageText: `Vraag ${index + 1}`,
        messageDateTime: hoursFromNow(-47),
        messageReadDateTime: index < unreadCount ? null : hoursFromNow(-46),
      })
      .execute();
  return { owner, applications };
}

describe('the inbox', () => {
  it('lists each conversation with its last message and unread count, newest first, for both sides', async () => {
    const first = await bookedWorker();
    const second = await bookedWorker();
    await write(business, first.applicationID, 'Kan je om 7u30 beginnen?');
    await write(business, second.applicationID, 'Welkom in het team!');
    await write(business, second.applicationID, 'Breng je zwarte schort mee.');
    await write(first.worker, first.applicationID, 'Ja, dat lukt.');

    const businessInbox = await inbox(business);
    expect(businessInbox.data.map((each: { applicationID: number }) => each.applicationID)).toEqual([
      first.applicationID,
      second.applicationID,
    ]);
    expect(businessInbox.data[0]).toMatchObject({
      otherName: 'Lies Vermeulen',
      lastMessageText: 'Ja, dat lukt.',
      lastMessageMine: false,
      unread: 1,
    });
    expect(businessInbox.unread).toBe(1);

    const secondInbox = await inbox(second.worker);
    expect(secondInbox).toMatchObject({ count: 1, unread: 2 });
    expect(secondInbox.data[0]).toMatchObject({
      applicationID: second.applicationID,
      otherName: expect.stringMatching(/^Zaak /),
      lastMessageText: 'Breng je zwarte schort mee.',
      unread: 2,
    });

    // the notice of a message opens its conversation in the inbox
    const notices = (await send(testApp, 'GET', '/api/notifications', second.worker)).json().data;
    expect(notices[0]).toMatchObject({
      notificationKind: 'newMessage',
      notificationLink: `/messages?thread=${second.applicationID}`,
    });

    // reading the conversation empties its count
    await send(testApp, 'POST', `/api/messages/read?applicationID=${second.applicationID}`, second.worker);
    expect(await inbox(second.worker)).toMatchObject({ unread: 0, data: [{ unread: 0 }] });
  });

  it('follows messages written and read by any path, and goes with its application', async () => {
    const booked = await bookedWorker();
    await write(business, booked.applicationID, 'Eerste bericht.');
    // written and read past every service, as a script or another tool would: the inbox still follows
    const db = testApp.app.db;
    await db
      .insertInto('messages')
      .values(
        ['Tweede bericht.', 'Derde bericht.'].map((messageText) => ({
          messageApplicationID: booked.applicationID,
          messageBy: 'business' as const,
          messageText,
          messageDateTime: hoursFromNow(0),
          messageReadDateTime: null,
        })),
      )
      .execute();
    expect(await inbox(booked.worker)).toMatchObject({
      unread: 3,
      data: [{ applicationID: booked.applicationID, lastMessageText: 'Derde bericht.', unread: 3 }],
    });
    await db
      .updateTable('messages')
      .set({ messageReadDateTime: hoursFromNow(0) })
      .where('messageApplicationID', '=', booked.applicationID)
      .where('messageText', '=', 'Tweede bericht.')
      .execute();
    expect(await inbox(booked.worker)).toMatchObject({ unread: 2 });
    // marking it unread again, and reading it twice, count once each
    await db
      .updateTable('messages')
      .set({ messageReadDateTime: null })
      .where('messageApplicationID', '=', booked.applicationID)
      .execute();
    expect(await inbox(booked.worker)).toMatchObject({ unread: 3 });
    await send(testApp, 'POST', `/api/messages/read?applicationID=${booked.applicationID}`, booked.worker);
    await send(testApp, 'POST', `/api/messages/read?applicationID=${booked.applicationID}`, booked.worker);
    expect(await inbox(booked.worker)).toMatchObject({ unread: 0, data: [{ unread: 0 }] });
    // the business's side counts the worker's messages only
    await write(booked.worker, booked.applicationID, 'Top, tot dan.');
    expect((await inbox(business)).data[0]).toMatchObject({ lastMessageText: 'Top, tot dan.', unread: 1 });

    await db.deleteFrom('job_applications').where('jobApplicationID', '=', booked.applicationID).execute();
    expect((await inbox(booked.worker)).count).toBe(0);
  });

  it('shows nobody else’s conversations; an administrator has none', async () => {
    const booked = await bookedWorker();
    await write(business, booked.applicationID, 'Alleen voor jou.');
    const stranger = await signedInWorker(testApp);
    expect(await inbox(stranger)).toEqual({ data: [], count: 0, total: 0, unread: 0, nextCursor: null });
    const rival = await signedInBusiness(testApp);
    expect((await inbox(rival)).count).toBe(0);
    const admin = await registerAdmin(testApp);
    const adminHeaders = { headers: bearer(await loginAs(testApp, admin.person)) };
    expect((await inbox(adminHeaders)).count).toBe(0);
    const answer = await send(testApp, 'GET', '/api/conversations', booked.worker);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('comes a page at a time, newest first, with every unread message counted and the unread ones on their own', async () => {
    const many = INBOX_PAGE_SIZE + 3;
    const { owner, applications } = await businessWithConversations(many, 2);

    const first = await inbox(owner);
    expect(first).toMatchObject({ count: INBOX_PAGE_SIZE, total: many, unread: 2 });
    expect(first.data[0].lastMessageText).toBe(`Vraag ${many}`);
    const rest = (await send(testApp, 'GET', `/api/conversations?after=${first.nextCursor}`, owner)).json();
    expect(rest).toMatchObject({ count: 3, total: many, unread: 2, nextCursor: null });
    expect(rest.data.map((each: { lastMessageText: string }) => each.lastMessageText)).toEqual([
      'Vraag 3',
      'Vraag 2',
      'Vraag 1',
    ]);

    // the to-do list's question: which conversations wait for the business, however old
    const waiting = (await send(testApp, 'GET', '/api/conversations?unread=1', owner)).json();
    expect(waiting).toMatchObject({ count: 2, unread: 2, nextCursor: null });
    expect(waiting.data.map((each: { applicationID: number }) => each.applicationID)).toEqual([
      applications[1]!.jobApplicationID,
      applications[0]!.jobApplicationID,
    ]);
    for (const wrong of ['unread=ja', 'after=2147483648'])
      expect((await send(testApp, 'GET', `/api/conversations?${wrong}`, owner)).statusCode).toBe(400);
  });

  it('counts conversations and waiting messages no further than the envelope needs', async () => {
    // every conversation waits for the business: without a cap each look counts them all
    const { owner } = await businessWithConversations(INBOX_COUNT_CAP + 5, INBOX_COUNT_CAP + 5);
    const first = await inbox(owner);
    expect(first).toMatchObject({ count: INBOX_PAGE_SIZE, total: INBOX_COUNT_CAP, unread: INBOX_COUNT_CAP });
    expect(first.data[0].lastMessageText).toBe(`Vraag ${INBOX_COUNT_CAP + 5}`);
  });
});
