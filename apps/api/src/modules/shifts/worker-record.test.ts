import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  hoursFromNow,
  type SignedIn,
  type SignedInBusiness,
  send,
  shiftWithConfirmedHours,
  signedInBusiness,
  signedInWorker,
} from '../../test/shift-fixtures';

let testApp: TestApp;
let business: SignedInBusiness;

beforeAll(async () => {
  testApp = await buildTestApp();
  business = await signedInBusiness(testApp);
});
afterAll(() => testApp.close());

const recordOf = async (worker: SignedIn) =>
  (await send(testApp, 'GET', `/api/users?id=${worker.userID}`, worker)).json().userStats;

/** A completed shift whose outcome was settled so many months ago. */
async function completedMonthsAgo(worker: SignedIn, months: number) {
  const shift = await shiftWithConfirmedHours(testApp, business, worker);
  await send(testApp, 'POST', `/api/jobapplications/hours/approve?id=${shift.applicationID}`, business);
  await testApp.app.db
    .updateTable('job_applications')
    .set({ jobApplicationUpdatedDateTime: hoursFromNow(-months * 30.5 * 24) })
    .where('jobApplicationID', '=', shift.applicationID)
    .execute();
}

describe('reliability', () => {
  it('is Nieuw (null) with 0 or 2 finished shifts, shows from 3, and forgets what was settled over 12 months ago', async () => {
    const worker = await signedInWorker(testApp);
    expect(await recordOf(worker)).toMatchObject({ reliability: null, completedJobs: 0 });
    await completedMonthsAgo(worker, 0);
    await completedMonthsAgo(worker, 2);
    expect(await recordOf(worker)).toMatchObject({ reliability: null, completedJobs: 2 });
    await completedMonthsAgo(worker, 13);
    // the old shift still counts as worked, not for reliability
    expect(await recordOf(worker)).toMatchObject({
      reliability: null,
      completedJobs: 3,
      reliabilityCounts: { completed: 2, lateCancellations: 0, noShows: 0 },
    });
    await completedMonthsAgo(worker, 3);
    expect(await recordOf(worker)).toMatchObject({
      reliability: 1,
      reliabilityCounts: { completed: 3, lateCancellations: 0, noShows: 0 },
    });
  });
});
