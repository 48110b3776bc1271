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

const apply = (worker: SignedIn, jobID: number) =>
  send(testApp, 'POST', '/api/jobapplications', worker, {
    jobApplicationJobID: jobID,
    jobApplicationUserID: worker.userID,
  });
const withdraw = (worker: SignedIn, id: number) =>
  send(testApp, 'PUT', `/api/jobapplications?id=${id}`, worker, { jobApplicationStatus: 'withdrawn' });
const openJob = async () => {
  const [job] = await insertJobs(testApp, business.businessID, [
    { jobTitle: 'Zaalhulp', jobStartDateTime: hoursFromNow(72), jobEndDateTime: hoursFromNow(78) },
  ]);
  return job!.jobID;
};
const newApplicantNotices = async () =>
  (await send(testApp, 'GET', '/api/notifications', business))
    .json()
    .data.filter((notice: { notificationKind: string }) => notice.notificationKind === 'newApplicant').length;

describe('applying again', () => {
  it('works after withdrawing a pending application, as a new application the business hears of', async () => {
    const worker = await signedInWorker(testApp);
    const jobID = await openJob();
    const first = (await apply(worker, jobID)).json();
    expect((await withdraw(worker, first.jobApplicationID)).json()).toMatchObject({
      jobApplicationStatus: 'withdrawn',
    });
    const before = await newApplicantNotices();

    const again = await apply(worker, jobID);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({
      jobApplicationID: first.jobApplicationID,
      jobApplicationStatus: 'pending',
      jobApplicationChangedBy: 'worker',
      jobApplicationUpdatedDateTime: null,
    });
    expect(await newApplicantNotices()).toBe(before + 1);
    // and a pending application is still applied once
    expect((await apply(worker, jobID)).json()).toMatchObject({ error: 'already_applied' });
  });

  it('is refused after a rejection, and for a job that is no longer open', async () => {
    const worker = await signedInWorker(testApp);
    const jobID = await openJob();
    const applied = (await apply(worker, jobID)).json();
    await send(testApp, 'PUT', `/api/jobapplications?id=${applied.jobApplicationID}`, business, {
      jobApplicationStatus: 'rejected',
    });
    expect((await apply(worker, jobID)).statusCode).toBe(409);

    const other = await openJob();
    const second = (await apply(worker, other)).json();
    await withdraw(worker, second.jobApplicationID);
    await testApp.app.db
      .updateTable('jobs')
      .set({ jobStartDateTime: hoursFromNow(-1) })
      .where('jobID', '=', other)
      .execute();
    expect((await apply(worker, other)).statusCode).toBe(410);
  });

  it('works after a late cancellation reopened the place, and the late cancellation still counts', async () => {
    const worker = await signedInWorker(testApp);
    const shift = await acceptedShift(testApp, business, worker, {
      start: hoursFromNow(10),
      end: hoursFromNow(16),
    });
    await send(testApp, 'POST', `/api/jobapplications/cancel?id=${shift.applicationID}`, worker, {});
    const again = await apply(worker, shift.jobID);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({
      jobApplicationStatus: 'pending',
      jobApplicationLateCancellation: false,
      jobApplicationCancelReason: null,
    });
    const record = (await send(testApp, 'GET', `/api/users?id=${worker.userID}`, worker)).json().userStats;
    expect(record.reliabilityCounts).toEqual({ completed: 0, lateCancellations: 1, noShows: 0 });
  });

  it('lets one of two parallel attempts through', async () => {
    const worker = await signedInWorker(testApp);
    const jobID = await openJob();
    const applied = (await apply(worker, jobID)).json();
    await withdraw(worker, applied.jobApplicationID);
    const answers = await Promise.all([apply(worker, jobID), apply(worker, jobID)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const kept = await testApp.app.db
      .selectFrom('earlier_applications')
      .select('earlierStatus')
      .where('earlierOfApplicationID', '=', applied.jobApplicationID)
      .execute();
    expect(kept).toEqual([{ earlierStatus: 'withdrawn' }]);
  });
});
