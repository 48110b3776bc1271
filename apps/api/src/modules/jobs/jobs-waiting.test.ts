import { JOBS_MAX_LIMIT } from '@jobbel/shared/jobs/job.constants';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { insertJobs } from '../../test/job-fixtures';
import {
  acceptedShift,
  hoursFromNow,
  type SignedIn,
  send,
  shiftWithConfirmedHours,
  signedInBusiness,
  signedInWorker,
} from '../../test/shift-fixtures';

const testApp = useTestApp();

const apply = (worker: SignedIn, jobID: number) =>
  send(testApp, 'POST', '/api/jobapplications', worker, {
    jobApplicationJobID: jobID,
    jobApplicationUserID: worker.userID,
  });
const waitingFor = async (who: SignedIn) => {
  const answer = await send(testApp, 'GET', '/api/jobs/waiting', who);
  expect(answer.statusCode).toBe(200);
  return (answer.json().data as { jobID: number }[]).map((job) => job.jobID);
};

describe('the jobs waiting for a business (its dashboard’s to-do list)', () => {
  it('are the jobs still to come with applicants and the shifts with hours to decide on, soonest first; not a quiet job, a started one, or another business’s', async () => {
    const business = await signedInBusiness(testApp);
    const other = await signedInBusiness(testApp);
    const [worker, another] = [await signedInWorker(testApp), await signedInWorker(testApp)];
    const at = (hours: number) => ({
      jobStartDateTime: hoursFromNow(hours),
      jobEndDateTime: hoursFromNow(hours + 6),
    });
    const [withApplicant, quiet, started] = await insertJobs(testApp, business.businessID, [
      { jobTitle: 'Met een sollicitant', ...at(48) },
      { jobTitle: 'Nog niemand', ...at(24) },
      { jobTitle: 'Al begonnen', ...at(72) },
    ]);
    const [othersJob] = await insertJobs(testApp, other.businessID, [{ jobTitle: 'Elders', ...at(30) }]);
    for (const jobID of [withApplicant!.jobID, started!.jobID, othersJob!.jobID])
      expect((await apply(worker, jobID)).statusCode).toBe(201);
    // her application stays pending, but the job has begun: nothing to decide any more
    await testApp.app.db
      .updateTable('jobs')
      .set({ jobStartDateTime: hoursFromNow(-1), jobStatus: 'expired' })
      .where('jobID', '=', started!.jobID)
      .execute();
    const hours = await shiftWithConfirmedHours(testApp, business, another);

    expect(await waitingFor(business)).toEqual([hours.jobID, withApplicant!.jobID]);
    expect(await waitingFor(business)).not.toContain(quiet!.jobID);
    expect(await waitingFor(other)).toEqual([othersJob!.jobID]);
  });

  it('hold a worker’s answer on a shift still to come for 72 hours, and not after', async () => {
    const business = await signedInBusiness(testApp);
    const worker = await signedInWorker(testApp);
    const shift = await acceptedShift(testApp, business, worker, {
      start: hoursFromNow(96),
      end: hoursFromNow(102),
    });
    const answeredAt = async (hours: number) =>
      testApp.app.db
        .updateTable('job_applications')
        .set({ jobApplicationUpdatedDateTime: hoursFromNow(hours), jobApplicationChangedBy: 'worker' })
        .where('jobApplicationID', '=', shift.applicationID)
        .execute();
    await answeredAt(-71);
    expect(await waitingFor(business)).toEqual([shift.jobID]);
    await answeredAt(-73);
    expect(await waitingFor(business)).toEqual([]);
  });

  it('are a page at most: the shifts with hours to decide, then the soonest jobs still to come, however many have applicants', async () => {
    const business = await signedInBusiness(testApp);
    const [worker, another] = [await signedInWorker(testApp), await signedInWorker(testApp)];
    // posted latest first, so that neither the order of their ids nor of their posting is the order asked
    const coming = await insertJobs(
      testApp,
      business.businessID,
      Array.from({ length: JOBS_MAX_LIMIT + 2 }, (_, index) => ({
        jobTitle: `Dienst ${index}`,
        jobStartDateTime: hoursFromNow(200 - index),
        jobEndDateTime: hoursFromNow(204 - index),
      })),
    );
    for (const job of coming) expect((await apply(worker, job.jobID)).statusCode).toBe(201);
    const hours = await shiftWithConfirmedHours(testApp, business, another);
    const soonestFirst = coming.map((job) => job.jobID).reverse();

    expect(await waitingFor(business)).toEqual([hours.jobID, ...soonestFirst.slice(0, JOBS_MAX_LIMIT - 1)]);
  });

  it('are asked by a business: a worker is told so', async () => {
    const worker = await signedInWorker(testApp);
    const answer = await send(testApp, 'GET', '/api/jobs/waiting', worker);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ error: 'business_account_required' });
  });

  it('the business counts its open jobs apart from all it posted', async () => {
    const business = await signedInBusiness(testApp);
    await insertJobs(testApp, business.businessID, [
      { jobTitle: 'Komt nog', jobStartDateTime: hoursFromNow(30), jobEndDateTime: hoursFromNow(36) },
      {
        jobTitle: 'Voorbij',
        jobStartDateTime: hoursFromNow(-30),
        jobEndDateTime: hoursFromNow(-24),
        jobStatus: 'expired',
      },
      {
        jobTitle: 'Volzet',
        jobStartDateTime: hoursFromNow(50),
        jobEndDateTime: hoursFromNow(56),
        jobStatus: 'filled',
      },
    ]);
    const answer = await send(testApp, 'GET', `/api/businesses?businessID=${business.businessID}`, business);
    expect(answer.json().businessStats).toMatchObject({ jobsPosted: 3, activeJobs: 1 });
  });
});
