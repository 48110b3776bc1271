import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import {
  acceptedShift,
  hoursFromNow,
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

const hours = (start: string, end: string, breakMinutes = 0) => ({
  jobApplicationWorkedStartDateTime: start,
  jobApplicationWorkedEndDateTime: end,
  jobApplicationBreakMinutes: breakMinutes,
});
const confirm = (who: { headers: Record<string, string> }, id: number, payload: object) =>
  send(testApp, 'PUT', `/api/jobapplications/hours?id=${id}`, who, payload);
const approve = (who: { headers: Record<string, string> }, id: number) =>
  send(testApp, 'POST', `/api/jobapplications/hours/approve?id=${id}`, who);
const correct = (who: { headers: Record<string, string> }, id: number, payload: object) =>
  send(testApp, 'POST', `/api/jobapplications/hours/correct?id=${id}`, who, payload);
const statusOf = (id: number) =>
  testApp.app.db
    .selectFrom('job_applications')
    .select(['jobApplicationStatus', 'jobApplicationHoursStatus'])
    .where('jobApplicationID', '=', id)
    .executeTakeFirstOrThrow();

describe('the worker confirms hours', () => {
  it('only after the shift has ended, only their own, and once', async () => {
    const worker = await signedInWorker(testApp);
    const running = await acceptedShift(testApp, business, worker, {
      start: hoursFromNow(-2),
      end: hoursFromNow(4),
    });
    const early = await confirm(worker, running.applicationID, hours('2030-01-01 10:00', '2030-01-01 12:00'));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: 'shift_not_ended' });

    const ended = await acceptedShift(testApp, business, worker, {
      start: hoursFromNow(-9),
      end: hoursFromNow(-1),
    });
    const other = await signedInWorker(testApp);
    const worked = hours(hoursFromNow(-9), hoursFromNow(-1), 30);
    expect((await confirm(other, ended.applicationID, worked)).statusCode).toBe(403);
    expect((await confirm(business, ended.applicationID, worked)).statusCode).toBe(403);

    const confirmed = await confirm(worker, ended.applicationID, worked);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      jobApplicationStatus: 'accepted',
      jobApplicationHoursStatus: 'submitted',
      jobApplicationBreakMinutes: 30,
      jobApplicationWorkedHours: 7.5,
    });
    expect((await confirm(worker, ended.applicationID, worked)).statusCode).toBe(409);
  });

  it('refuses hours that end before they start or a break longer than the shift, and writes nothing', async () => {
    const worker = await signedInWorker(testApp);
    const ended = await acceptedShift(testApp, business, worker, {
      start: hoursFromNow(-9),
      end: hoursFromNow(-1),
    });
    for (const bad of [
      hours('2030-01-01 18:00', '2030-01-01 10:00'),
      hours('2030-01-01 10:00', '2030-01-01 12:00', 180),
      hours('2030-01-01 10:00', '2030-01-03 12:00'),
      hours('2030-02-30 10:00', '2030-02-30 12:00'),
      { ...hours('2030-01-01 10:00', '2030-01-01 12:00'), jobApplicationBreakMinutes: -5 },
    ]) {
      const response = await confirm(worker, ended.applicationID, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    expect(await statusOf(ended.applicationID)).toEqual({
      jobApplicationStatus: 'accepted',
      jobApplicationHoursStatus: null,
    });
  });
});

describe('hours confirmed twice at the same moment', () => {
  it('are stored once: one answer 200, the other 409', async () => {
    const worker = await signedInWorker(testApp);
    const ended = await acceptedShift(testApp, business, worker, {
      start: hoursFromNow(-9),
      end: hoursFromNow(-1),
    });
    const answers = await Promise.all([
      confirm(worker, ended.applicationID, hours(hoursFromNow(-9), hoursFromNow(-1), 30)),
      confirm(worker, ended.applicationID, hours(hoursFromNow(-9), hoursFromNow(-2), 0)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('the business decides on the hours', () => {
  it('approves them: the shift is completed and both sides are invited to rate', async () => {
    const worker = await signedInWorker(testApp);
    const shift = await shiftWithConfirmedHours(testApp, business, worker);
    const rival = await signedInBusiness(testApp);
    expect((await approve(rival, shift.applicationID)).statusCode).toBe(403);
    expect((await approve(worker, shift.applicationID)).statusCode).toBe(403);

    const approved = await approve(business, shift.applicationID);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      jobApplicationStatus: 'completed',
      jobApplicationHoursStatus: 'approved',
      jobApplicationHoursDecidedBy: 'business',
      jobApplicationWorkedHours: 7.5,
      jobApplicationCanRate: true,
    });
    const mails = await testApp.deliveredMails();
    expect(mails.filter((mail) => mail.to === worker.person.email).at(-1)?.text).toContain('7,5 uur');
    expect(mails.filter((mail) => mail.to === business.person.email).at(-1)?.subject).toMatch(/^Beoordeel /);
    const profile = await send(testApp, 'GET', `/api/users?id=${worker.userID}`, worker);
    expect(profile.json().userStats).toMatchObject({
      completedJobs: 1,
      totalHours: 7.5,
      reliability: null,
      reliabilityCounts: { completed: 1, lateCancellations: 0, noShows: 0 },
    });
    expect((await approve(business, shift.applicationID)).statusCode).toBe(409);
  });

  it('corrects them with a comment the worker sees', async () => {
    const worker = await signedInWorker(testApp);
    const shift = await shiftWithConfirmedHours(testApp, business, worker);
    const corrected = hours(hoursFromNow(-10), hoursFromNow(-4), 30);
    const withoutComment = await correct(business, shift.applicationID, corrected);
    expect(withoutComment.statusCode).toBe(400);
    expect(await statusOf(shift.applicationID)).toEqual({
      jobApplicationStatus: 'accepted',
      jobApplicationHoursStatus: 'submitted',
    });

    const response = await correct(business, shift.applicationID, {
      ...corrected,
      jobApplicationHoursComment: 'Je vertrok om vier uur.',
    });
    expect(response.statusCode).toBe(200);
    const own = await send(testApp, 'GET', `/api/jobapplications?userID=${worker.userID}`, worker);
    expect(own.json().data[0]).toMatchObject({
      jobApplicationStatus: 'completed',
      jobApplicationHoursStatus: 'corrected',
      jobApplicationHoursComment: 'Je vertrok om vier uur.',
      jobApplicationWorkedHours: 5.5,
    });
    const mail = (await testApp.deliveredMails()).filter((sent) => sent.to === worker.person.email).at(-1)!;
    expect(mail.subject).toMatch(/zijn aangepast/);
    expect(mail.text).toContain('5,5 uur');
  });

  it('approving and correcting at the same moment: exactly one wins', async () => {
    const worker = await signedInWorker(testApp);
    const shift = await shiftWithConfirmedHours(testApp, business, worker);
    const answers = await Promise.all([
      approve(business, shift.applicationID),
      correct(business, shift.applicationID, {
        ...hours(hoursFromNow(-10), hoursFromNow(-3)),
        jobApplicationHoursComment: 'Later begonnen.',
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('cannot approve hours the worker has not confirmed', async () => {
    const worker = await signedInWorker(testApp);
    const shift = await acceptedShift(testApp, business, worker, {
      start: hoursFromNow(-9),
      end: hoursFromNow(-1),
    });
    const response = await approve(business, shift.applicationID);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'no_hours_to_decide' });
  });
});
