import { ratingWindowClosesAt } from '@jobbel/shared/shifts/shift-rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import {
  type SignedIn,
  type SignedInBusiness,
  send,
  shiftWithConfirmedHours,
  signedInBusiness,
  signedInWorker,
} from '../../test/shift-fixtures';
import { pruneRecordChanges } from './record-cache.repository';

// A record is computed from a whole history once and kept until what it is read from changes
// (docs/decisions/national-scale.md); what anyone sees must never lag behind that history.
const testApp = useTestApp();
let business: SignedInBusiness;

beforeAll(async () => {
  business = await signedInBusiness(testApp);
});

const recordSeenBy = async (viewer: { headers: Record<string, string> }, worker: SignedIn) =>
  (await send(testApp, 'GET', `/api/users?id=${worker.userID}`, viewer)).json().userStats;

const kept = (worker: SignedIn) =>
  testApp.app.db
    .selectFrom('record_cache')
    .selectAll()
    .where('subjectKey', '=', `u:${worker.userID}`)
    .executeTakeFirst();

async function completedShift(worker: SignedIn) {
  const shift = await shiftWithConfirmedHours(testApp, business, worker);
  await send(testApp, 'POST', `/api/jobapplications/hours/approve?id=${shift.applicationID}`, business);
  return shift.applicationID;
}

describe('a kept record', () => {
  it('is kept once computed, and follows a change to its history made by any path at once', async () => {
    const worker = await signedInWorker(testApp);
    const applicationID = await completedShift(worker);
    expect(await recordSeenBy(business, worker)).toMatchObject({ completedJobs: 1, totalHours: 7.5 });
    expect(JSON.parse((await kept(worker))!.record)).toMatchObject({ completedJobs: 1 });

    // written past every service, as a script or another tool would: the trigger still tells
    await testApp.app.db
      .updateTable('job_applications')
      .set({ jobApplicationStatus: 'cancelled', jobApplicationChangedBy: 'business' })
      .where('jobApplicationID', '=', applicationID)
      .execute();
    expect(await recordSeenBy(business, worker)).toMatchObject({ completedJobs: 0, totalHours: 0 });
    await completedShift(worker);
    expect(await recordSeenBy(business, worker)).toMatchObject({ completedJobs: 1 });
  });

  it('is kept only until time alone would change it: a hidden rating is revealed when its window closes', async () => {
    const worker = await signedInWorker(testApp);
    const applicationID = await completedShift(worker);
    await send(testApp, 'POST', `/api/jobapplications/rating?id=${applicationID}`, business, {
      ratingStars: 4,
    });
    // one side rated: hidden until the other rates or the window closes
    expect(await recordSeenBy(business, worker)).toMatchObject({ ratingCount: 0 });
    const { jobApplicationCompletedDateTime } = await testApp.app.db
      .selectFrom('job_applications')
      .select('jobApplicationCompletedDateTime')
      .where('jobApplicationID', '=', applicationID)
      .executeTakeFirstOrThrow();
    expect((await kept(worker))!.validUntil).toBe(ratingWindowClosesAt(jobApplicationCompletedDateTime!));
    // the worker rates too: both sides rated, revealed at once
    await send(testApp, 'POST', `/api/jobapplications/rating?id=${applicationID}`, worker, {
      ratingStars: 5,
    });
    expect(await recordSeenBy(business, worker)).toMatchObject({ ratingCount: 1, averageRating: 4 });
  });

  it('is forgotten with the changes housekeeping prunes, and computed again the same', async () => {
    const worker = await signedInWorker(testApp);
    await completedShift(worker);
    const before = await recordSeenBy(business, worker);
    await pruneRecordChanges(testApp.app.db, '9999-12-31 00:00:00');
    expect(await kept(worker)).toBeUndefined();
    expect(await testApp.app.db.selectFrom('record_changes').selectAll().execute()).toEqual([]);
    expect(await recordSeenBy(business, worker)).toEqual(before);
  });
});
