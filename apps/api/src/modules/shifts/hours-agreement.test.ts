import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import {
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
const post = (who: Who, path: string, id: number, payload?: object) =>
  send(testApp, 'POST', `/api/jobapplications/${path}?id=${id}`, who, payload);
const lastMailTo = async (email: string) =>
  (await testApp.deliveredMails()).filter((mail) => mail.to === email).at(-1);
const hoursToApprove = async () =>
  (await send(testApp, 'GET', '/api/notifications', business))
    .json()
    .data.filter((notice: { notificationKind: string }) => notice.notificationKind === 'hoursToApprove')
    .length;

/** A shift whose confirmed 7.5 hours the business corrected to 6.5, with a comment. */
async function correctedShift(worker: SignedIn) {
  const shift = await shiftWithConfirmedHours(testApp, business, worker);
  const corrected = await post(business, 'hours/correct', shift.applicationID, {
    jobApplicationWorkedStartDateTime: hoursFromNow(-10),
    jobApplicationWorkedEndDateTime: hoursFromNow(-3),
    jobApplicationBreakMinutes: 30,
    jobApplicationHoursComment: 'Je vertrok een uur vroeger.',
  });
  expect(corrected.json()).toMatchObject({
    jobApplicationHoursStatus: 'corrected',
    jobApplicationWorkedHours: 6.5,
  });
  return shift;
}

describe('confirmed hours', () => {
  it('reach the business at once, in the app and by mail', async () => {
    const worker = await signedInWorker(testApp);
    const before = await hoursToApprove();
    const shift = await shiftWithConfirmedHours(testApp, business, worker);
    expect(await hoursToApprove()).toBe(before + 1);
    const mail = await lastMailTo(business.person.email);
    expect(mail?.subject).toMatch(/^Lies bevestigde de uren voor /);
    // the notice opens that job's applicants, where the hours are
    const notices = (await send(testApp, 'GET', '/api/notifications', business)).json().data;
    expect(notices[0]).toMatchObject({
      notificationKind: 'hoursToApprove',
      notificationLink: `/employer-dashboard?job=${shift.jobID}`,
    });
    expect(mail?.text).toContain('7,5 uur');
    const view = (await send(testApp, 'GET', `/api/jobapplications?jobID=${shift.jobID}`, business)).json();
    expect(view.data[0]).toMatchObject({
      jobApplicationHoursStatus: 'submitted',
      jobApplicationSubmittedHours: 7.5,
    });
  });
});

describe('a correction', () => {
  it('keeps the worker’s version beside it, and she may agree with it', async () => {
    const worker = await signedInWorker(testApp);
    const shift = await correctedShift(worker);
    expect((await post(business, 'hours/accept-correction', shift.applicationID)).statusCode).toBe(403);
    const agreed = await post(worker, 'hours/accept-correction', shift.applicationID);
    expect(agreed.json()).toMatchObject({
      jobApplicationHoursStatus: 'agreed',
      jobApplicationWorkedHours: 6.5,
      jobApplicationSubmittedHours: 7.5,
    });
    expect(
      (
        await post(worker, 'hours/contest', shift.applicationID, {
          jobApplicationHoursContestComment: 'Toch niet',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('may be contested once within 72 hours; the business then decides, finally, and both versions stay', async () => {
    const worker = await signedInWorker(testApp);
    const shift = await correctedShift(worker);
    expect(
      (await post(worker, 'hours/contest', shift.applicationID, { jobApplicationHoursContestComment: '  ' }))
        .statusCode,
    ).toBe(400);
    const contested = await post(worker, 'hours/contest', shift.applicationID, {
      jobApplicationHoursContestComment: 'Ik bleef tot het einde om af te sluiten.',
    });
    expect(contested.json()).toMatchObject({
      jobApplicationHoursStatus: 'contested',
      jobApplicationHoursContestComment: 'Ik bleef tot het einde om af te sluiten.',
    });
    expect((await lastMailTo(business.person.email))?.text).toContain('Ik bleef tot het einde');
    expect(
      (
        await post(worker, 'hours/contest', shift.applicationID, {
          jobApplicationHoursContestComment: 'Nog eens',
        })
      ).statusCode,
    ).toBe(409);

    expect(
      (await post(worker, 'hours/settle', shift.applicationID, { jobApplicationHoursFinal: 'worker' }))
        .statusCode,
    ).toBe(403);
    const settled = await post(business, 'hours/settle', shift.applicationID, {
      jobApplicationHoursFinal: 'worker',
    });
    expect(settled.json()).toMatchObject({
      jobApplicationStatus: 'completed',
      jobApplicationHoursStatus: 'settled',
      jobApplicationWorkedHours: 7.5,
      jobApplicationSubmittedHours: 7.5,
      jobApplicationCorrectedHours: 6.5,
      jobApplicationHoursComment: 'Je vertrok een uur vroeger.',
    });
    expect((await lastMailTo(worker.person.email))?.text).toContain('7,5 uur. Dat is definitief.');
    const record = (await send(testApp, 'GET', `/api/users?id=${worker.userID}`, worker)).json().userStats;
    expect(record.totalHours).toBe(7.5);
    // the second decision is final
    expect(
      (await post(business, 'hours/settle', shift.applicationID, { jobApplicationHoursFinal: 'correction' }))
        .statusCode,
    ).toBe(409);
  });

  it('cannot be contested after 72 hours', async () => {
    const worker = await signedInWorker(testApp);
    const shift = await correctedShift(worker);
    await testApp.app.db
      .updateTable('job_applications')
      .set({ jobApplicationCompletedDateTime: hoursFromNow(-73) })
      .where('jobApplicationID', '=', shift.applicationID)
      .execute();
    const late = await post(worker, 'hours/contest', shift.applicationID, {
      jobApplicationHoursContestComment: 'Te laat gezien.',
    });
    expect(late.json()).toMatchObject({ error: 'hours_contest_closed' });
  });

  it('keeps the correction when the business says so', async () => {
    const worker = await signedInWorker(testApp);
    const shift = await correctedShift(worker);
    await post(worker, 'hours/contest', shift.applicationID, {
      jobApplicationHoursContestComment: 'Niet juist.',
    });
    const kept = await post(business, 'hours/settle', shift.applicationID, {
      jobApplicationHoursFinal: 'correction',
    });
    expect(kept.json()).toMatchObject({
      jobApplicationHoursStatus: 'settled',
      jobApplicationWorkedHours: 6.5,
    });
  });
});
