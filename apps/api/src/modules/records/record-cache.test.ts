import { ratingWindowClosesAt } from '@jobbel/shared/shifts/shift-rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import {
  acceptedShift,
  completedShift,
  hoursFromNow,
  type SignedIn,
  type SignedInBusiness,
  send,
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

const completed = async (worker: SignedIn) => (await completedShift(testApp, business, worker)).applicationID;

describe('a kept record', () => {
  it('is kept once computed, and follows a change to its history made by any path at once', async () => {
    const worker = await signedInWorker(testApp);
    const applicationID = await completed(worker);
    expect(await recordSeenBy(business, worker)).toMatchObject({ completedJobs: 1, totalHours: 7.5 });
    expect(JSON.parse((await kept(worker))!.record)).toMatchObject({ completedJobs: 1 });

    // written past every service, as a script or another tool would: the trigger still tells
    await testApp.app.db
      .updateTable('job_applications')
      .set({ jobApplicationStatus: 'cancelled', jobApplicationChangedBy: 'business' })
      .where('jobApplicationID', '=', applicationID)
      .execute();
    expect(await recordSeenBy(business, worker)).toMatchObject({ completedJobs: 0, totalHours: 0 });
    await completed(worker);
    expect(await recordSeenBy(business, worker)).toMatchObject({ completedJobs: 1 });
  });

  it('stays kept while the worker applies and is accepted, which change no record, and follows the shift ending', async () => {
    const worker = await signedInWorker(testApp);
    await completed(worker);
    // the business's record as its page shows it (beside it, counts of its jobs that posting changes)
    const businessPage = async () => {
      const { businessStats } = (
        await send(testApp, 'GET', `/api/businesses?businessID=${business.businessID}`, worker)
      ).json();
      const { completedShifts, averageRating, ratingCount, reliability, reliabilityCounts } = businessStats;
      return { completedShifts, averageRating, ratingCount, reliability, reliabilityCounts };
    };
    const before = { worker: await recordSeenBy(business, worker), business: await businessPage() };
    const keptBefore = {
      worker: await kept(worker),
      business: await testApp.app.db
        .selectFrom('record_cache')
        .selectAll()
        .where('subjectKey', '=', `b:${business.businessID}`)
        .executeTakeFirst(),
    };
    expect(keptBefore.business).toBeDefined();
    // applying and being accepted: the same records, still the ones kept, not computed again
    const next = await acceptedShift(testApp, business, worker, {
      start: hoursFromNow(5),
      end: hoursFromNow(12),
    });
    expect(await recordSeenBy(business, worker)).toEqual(before.worker);
    expect(await businessPage()).toEqual(before.business);
    // read, and still the rows computed before: nothing was computed again
    const stillKept = await testApp.app.db
      .selectFrom('record_cache')
      .select(['subjectKey', 'computedAtChange'])
      .where('subjectKey', 'in', [`u:${worker.userID}`, `b:${business.businessID}`])
      .orderBy('subjectKey')
      .execute();
    expect(stillKept).toEqual(
      [keptBefore.business!, keptBefore.worker!]
        .map(({ subjectKey, computedAtChange }) => ({ subjectKey, computedAtChange }))
        .sort((a, b) => a.subjectKey.localeCompare(b.subjectKey)),
    );
    // the business cancels it five hours before the start: a late cancellation, in its record at once
    const cancelled = await send(
      testApp,
      'POST',
      `/api/jobapplications/cancel?id=${next.applicationID}`,
      business,
      {
        jobApplicationCancelReason: 'Zaak gesloten',
      },
    );
    expect(cancelled.statusCode).toBe(200);
    expect((await businessPage()).reliabilityCounts).toEqual({
      ...before.business.reliabilityCounts,
      lateCancellations: before.business.reliabilityCounts.lateCancellations + 1,
    });
  });

  it('is kept only until time alone would change it: a hidden rating is revealed when its window closes', async () => {
    const worker = await signedInWorker(testApp);
    const applicationID = await completed(worker);
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

  it('stays kept when housekeeping prunes the changes it has seen, and follows the next change', async () => {
    const worker = await signedInWorker(testApp);
    await completed(worker);
    const before = await recordSeenBy(business, worker);
    const keptBefore = await kept(worker);
    await pruneRecordChanges(testApp.app.db, '9999-12-31 00:00:00');
    expect(await testApp.app.db.selectFrom('record_changes').selectAll().execute()).toEqual([]);
    expect(await kept(worker)).toEqual(keptBefore);
    expect(await recordSeenBy(business, worker)).toEqual(before);
    await completed(worker);
    expect(await recordSeenBy(business, worker)).toMatchObject({ completedJobs: before.completedJobs + 1 });
  });

  it('is forgotten with a pruned change it had not seen, and computed again with it', async () => {
    const worker = await signedInWorker(testApp);
    await completed(worker);
    const before = await recordSeenBy(business, worker);
    expect(await kept(worker)).toBeDefined();
    await completed(worker);
    await pruneRecordChanges(testApp.app.db, '9999-12-31 00:00:00');
    expect(await kept(worker)).toBeUndefined();
    expect(await recordSeenBy(business, worker)).toMatchObject({ completedJobs: before.completedJobs + 1 });
  });
});
