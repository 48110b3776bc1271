import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { insertJobs } from '../../test/job-fixtures';
import {
  acceptedShift,
  hoursFromNow,
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

const inTwoDays = { start: hoursFromNow(48), end: hoursFromNow(56) };
const cancel = (who: { headers: Record<string, string> }, id: number, reason?: string) =>
  send(
    testApp,
    'POST',
    `/api/jobapplications/cancel?id=${id}`,
    who,
    reason === undefined ? {} : { jobApplicationCancelReason: reason },
  );
const jobOf = (jobID: number) =>
  testApp.app.db
    .selectFrom('jobs')
    .select(['jobStatus', 'jobAcceptedCount'])
    .where('jobID', '=', jobID)
    .executeTakeFirstOrThrow();
const mailsTo = async (email: string) => (await testApp.deliveredMails()).filter((mail) => mail.to === email);

describe('the worker cancels', () => {
  it('withdraws a pending application', async () => {
    const worker = await signedInWorker(testApp);
    const [job] = await insertJobs(testApp, business.businessID, [
      { jobTitle: 'Afwas', jobStartDateTime: hoursFromNow(100), jobEndDateTime: hoursFromNow(106) },
    ]);
    const applied = await send(testApp, 'POST', '/api/jobapplications', worker, {
      jobApplicationJobID: job!.jobID,
      jobApplicationUserID: worker.userID,
    });
    const response = await cancel(worker, applied.json().jobApplicationID);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      jobApplicationStatus: 'withdrawn',
      jobApplicationChangedBy: 'worker',
    });
  });

  it('cancels an accepted shift two days ahead on time: the place is free again and the business is told', async () => {
    const worker = await signedInWorker(testApp);
    const shift = await acceptedShift(testApp, business, worker, inTwoDays);
    expect(await jobOf(shift.jobID)).toEqual({ jobStatus: 'filled', jobAcceptedCount: 1 });

    const response = await cancel(worker, shift.applicationID);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      jobApplicationStatus: 'cancelled',
      jobApplicationChangedBy: 'worker',
      jobApplicationLateCancellation: false,
      jobApplicationUpdatedDateTime: expect.any(String),
    });
    expect(await jobOf(shift.jobID)).toEqual({ jobStatus: 'active', jobAcceptedCount: 0 });
    const told = await mailsTo(business.person.email);
    expect(told.at(-1)?.subject).toMatch(/heeft de shift voor .* geannuleerd/);
  });

  it('cancels late under 24 hours before the start, which the record remembers', async () => {
    const worker = await signedInWorker(testApp);
    const shift = await acceptedShift(testApp, business, worker, {
      start: hoursFromNow(5),
      end: hoursFromNow(10),
    });
    const response = await cancel(worker, shift.applicationID, 'Mijn trein rijdt niet.');
    expect(response.json()).toMatchObject({
      jobApplicationStatus: 'cancelled',
      jobApplicationLateCancellation: true,
      jobApplicationCancelReason: 'Mijn trein rijdt niet.',
    });
    // the business reads the worker's reason in the mail and in the applicants dialog
    expect((await mailsTo(business.person.email)).at(-1)?.text).toContain('Reden: Mijn trein rijdt niet.');
    const profile = await send(testApp, 'GET', `/api/users?id=${worker.userID}`, worker);
    // one late cancellation makes no record yet: reliability shows from 3 finished shifts
    expect(profile.json().userStats).toMatchObject({
      completedJobs: 0,
      reliability: null,
      reliabilityCounts: { completed: 0, lateCancellations: 1, noShows: 0 },
    });
  });

  it('cannot cancel once the shift has started, nor cancel twice', async () => {
    const worker = await signedInWorker(testApp);
    const started = await acceptedShift(testApp, business, worker, {
      start: hoursFromNow(-1),
      end: hoursFromNow(4),
    });
    expect((await cancel(worker, started.applicationID)).statusCode).toBe(409);

    const later = await acceptedShift(testApp, business, worker, inTwoDays);
    expect((await cancel(worker, later.applicationID)).statusCode).toBe(200);
    const again = await cancel(worker, later.applicationID);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'not_accepted' });
  });
});

describe('the business cancels', () => {
  it('must give a reason, and the worker gets it by mail', async () => {
    const worker = await signedInWorker(testApp);
    const shift = await acceptedShift(testApp, business, worker, inTwoDays);
    const withoutReason = await cancel(business, shift.applicationID, '  ');
    expect(withoutReason.statusCode).toBe(400);
    expect(await jobOf(shift.jobID)).toEqual({ jobStatus: 'filled', jobAcceptedCount: 1 });

    const response = await cancel(business, shift.applicationID, 'De zaak blijft dicht wegens een lek.');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      jobApplicationStatus: 'cancelled',
      jobApplicationChangedBy: 'business',
      jobApplicationCancelReason: 'De zaak blijft dicht wegens een lek.',
      jobApplicationLateCancellation: false,
    });
    const mail = (await mailsTo(worker.person.email)).at(-1)!;
    expect(mail.subject).toMatch(/is geannuleerd/);
    expect(mail.text).toContain('De zaak blijft dicht wegens een lek.');
    const seen = await send(testApp, 'GET', `/api/jobapplications?userID=${worker.userID}`, worker);
    expect(seen.json().data[0]).toMatchObject({
      jobApplicationStatus: 'cancelled',
      jobApplicationCancelReason: 'De zaak blijft dicht wegens een lek.',
    });
  });

  it('refuses a business that does not own the job, and a reason that is too long', async () => {
    const worker = await signedInWorker(testApp);
    const shift = await acceptedShift(testApp, business, worker, inTwoDays);
    const rival = await signedInBusiness(testApp);
    expect((await cancel(rival, shift.applicationID, 'Weg ermee')).statusCode).toBe(403);
    expect((await cancel(business, shift.applicationID, 'x'.repeat(501))).statusCode).toBe(400);
    expect(await jobOf(shift.jobID)).toEqual({ jobStatus: 'filled', jobAcceptedCount: 1 });
  });

  it('and the worker cancelling at the same moment: exactly one wins, the place is freed once', async () => {
    const worker = await signedInWorker(testApp);
    const shift = await acceptedShift(testApp, business, worker, inTwoDays);
    const answers = await Promise.all([
      cancel(worker, shift.applicationID),
      cancel(business, shift.applicationID, 'Te weinig reservaties.'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await jobOf(shift.jobID)).toEqual({ jobStatus: 'active', jobAcceptedCount: 0 });
  });
});
