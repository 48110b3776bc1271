import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import {
  acceptedShift,
  hoursFromNow,
  type SignedIn,
  type SignedInBusiness,
  send,
  shiftWithConfirmedHours,
  signedInBusiness,
  signedInWorker,
} from '../../test/shift-fixtures';

const testApp = useTestApp();
let business: SignedInBusiness;

beforeAll(async () => {
  business = await signedInBusiness(testApp);
});

type Who = { headers: Record<string, string> };
const claim = (who: Who, id: number) => send(testApp, 'POST', `/api/jobapplications/no-show?id=${id}`, who);
const contest = (who: Who, id: number, reason: string) =>
  send(testApp, 'POST', `/api/jobapplications/no-show/contest?id=${id}`, who, {
    jobApplicationNoShowContestReason: reason,
  });
const withdraw = (who: Who, id: number) =>
  send(testApp, 'POST', `/api/jobapplications/no-show/withdraw?id=${id}`, who);
const confirm = (who: Who, id: number) =>
  send(testApp, 'POST', `/api/jobapplications/no-show/confirm?id=${id}`, who);
const recordOf = async (worker: SignedIn) =>
  (await send(testApp, 'GET', `/api/users?id=${worker.userID}`, worker)).json().userStats;
const lastMailTo = async (email: string) =>
  (await testApp.deliveredMails()).filter((mail) => mail.to === email).at(-1);
const noticesOf = async (who: Who) => (await send(testApp, 'GET', '/api/notifications', who)).json().data;
/** as if the claim had been made so many hours ago */
const claimedHoursAgo = (id: number, hours: number) =>
  testApp.app.db
    .updateTable('job_applications')
    .set({ jobApplicationNoShowClaimedDateTime: hoursFromNow(-hours) })
    .where('jobApplicationID', '=', id)
    .execute();
const startedShift = (worker: SignedIn, minutesAgo = 60) =>
  acceptedShift(testApp, business, worker, {
    start: hoursFromNow(-minutesAgo / 60),
    end: hoursFromNow(4),
  });

describe('claiming a no-show', () => {
  it('is for the business only, from 30 minutes after the start, and tells the worker', async () => {
    const worker = await signedInWorker(testApp);
    const upcoming = await acceptedShift(testApp, business, worker, {
      start: hoursFromNow(48),
      end: hoursFromNow(56),
    });
    expect((await claim(business, upcoming.applicationID)).json()).toMatchObject({
      error: 'shift_not_started',
    });

    const justStarted = await startedShift(worker, 20);
    const early = await claim(business, justStarted.applicationID);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: 'no_show_too_early' });
    expect(early.json().message).toContain('30 minuten na de start');

    const started = await startedShift(worker);
    expect((await claim(worker, started.applicationID)).statusCode).toBe(403);
    const claimed = await claim(business, started.applicationID);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({
      jobApplicationStatus: 'noShow',
      jobApplicationNoShowState: 'claimed',
      jobApplicationNoShowClaimedDateTime: expect.any(String),
    });
    expect((await claim(business, started.applicationID)).statusCode).toBe(409);

    expect((await lastMailTo(worker.person.email))?.subject).toMatch(/meldt dat je niet kwam opdagen/);
    expect((await noticesOf(worker))[0]).toMatchObject({ notificationKind: 'noShow' });
  });
});

describe('contesting a claim', () => {
  it('takes it out of reliability until the business decides, and the business reads the reason', async () => {
    const worker = await signedInWorker(testApp);
    // three finished shifts, so reliability shows: the no-show and two completed ones
    for (let i = 0; i < 2; i++) {
      const done = await shiftWithConfirmedHours(testApp, business, worker);
      await send(testApp, 'POST', `/api/jobapplications/hours/approve?id=${done.applicationID}`, business);
    }
    const shift = await startedShift(worker);
    await claim(business, shift.applicationID);
    expect(await recordOf(worker)).toMatchObject({ reliability: 2 / 3 });

    expect((await contest(business, shift.applicationID, 'Ik was er')).statusCode).toBe(403);
    expect((await contest(worker, shift.applicationID, '   ')).statusCode).toBe(400);
    const contested = await contest(
      worker,
      shift.applicationID,
      'Ik was er om 8 uur, het uur was veranderd.',
    );
    expect(contested.statusCode).toBe(200);
    expect(contested.json()).toMatchObject({
      jobApplicationNoShowState: 'contested',
      jobApplicationNoShowContestReason: 'Ik was er om 8 uur, het uur was veranderd.',
    });
    // two completed out of two counted: the contested claim waits
    expect(await recordOf(worker)).toMatchObject({
      reliability: null,
      reliabilityCounts: { completed: 2, lateCancellations: 0, noShows: 0 },
    });
    const told = await lastMailTo(business.person.email);
    expect(told?.subject).toMatch(/betwist de no-show/);
    expect(told?.text).toContain('het uur was veranderd');
    expect((await contest(worker, shift.applicationID, 'Nog eens')).statusCode).toBe(409);

    // the business reads it and keeps the claim: now it counts
    expect((await confirm(worker, shift.applicationID)).statusCode).toBe(403);
    const kept = await confirm(business, shift.applicationID);
    expect(kept.json()).toMatchObject({
      jobApplicationStatus: 'noShow',
      jobApplicationNoShowState: 'confirmed',
    });
    expect(await recordOf(worker)).toMatchObject({ reliability: 2 / 3 });
    expect((await lastMailTo(worker.person.email))?.subject).toMatch(/houdt de no-show/);
    expect((await withdraw(business, shift.applicationID)).json()).toMatchObject({
      error: 'no_no_show_claim',
    });
  });

  it('is possible for 72 hours only', async () => {
    const worker = await signedInWorker(testApp);
    const shift = await startedShift(worker);
    await claim(business, shift.applicationID);
    await claimedHoursAgo(shift.applicationID, 73);
    const late = await contest(worker, shift.applicationID, 'Ik was er');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: 'no_show_contest_closed' });
  });
});

describe('withdrawing a claim', () => {
  it('puts the shift back to accepted within 24 hours, so the worker can confirm hours; not after', async () => {
    const worker = await signedInWorker(testApp);
    const shift = await acceptedShift(testApp, business, worker, {
      start: hoursFromNow(-9),
      end: hoursFromNow(-1),
    });
    await claim(business, shift.applicationID);
    const undone = await withdraw(business, shift.applicationID);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({
      jobApplicationStatus: 'accepted',
      jobApplicationNoShowState: null,
    });
    expect((await lastMailTo(worker.person.email))?.subject).toMatch(/heeft de no-show ingetrokken/);
    const hours = await send(testApp, 'PUT', `/api/jobapplications/hours?id=${shift.applicationID}`, worker, {
      jobApplicationWorkedStartDateTime: hoursFromNow(-9),
      jobApplicationWorkedEndDateTime: hoursFromNow(-1),
      jobApplicationBreakMinutes: 30,
    });
    expect(hours.json()).toMatchObject({ jobApplicationHoursStatus: 'submitted' });
    expect(await recordOf(worker)).toMatchObject({
      reliabilityCounts: { completed: 0, lateCancellations: 0, noShows: 0 },
    });

    const other = await startedShift(worker);
    await claim(business, other.applicationID);
    await claimedHoursAgo(other.applicationID, 25);
    expect((await withdraw(business, other.applicationID)).json()).toMatchObject({
      error: 'no_show_undo_closed',
    });
  });

  it('is possible at any time once contested', async () => {
    const worker = await signedInWorker(testApp);
    const shift = await startedShift(worker);
    await claim(business, shift.applicationID);
    await contest(worker, shift.applicationID, 'Ik stond aan de achterdeur.');
    await claimedHoursAgo(shift.applicationID, 100);
    expect((await withdraw(worker, shift.applicationID)).statusCode).toBe(403);
    expect((await withdraw(business, shift.applicationID)).json()).toMatchObject({
      jobApplicationStatus: 'accepted',
    });
  });

  it('lets exactly one of two racing decisions win', async () => {
    const worker = await signedInWorker(testApp);
    const shift = await startedShift(worker);
    await claim(business, shift.applicationID);
    await contest(worker, shift.applicationID, 'Ik was er.');
    const answers = await Promise.all([
      withdraw(business, shift.applicationID),
      confirm(business, shift.applicationID),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});
