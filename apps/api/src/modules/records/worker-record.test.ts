import { addHours, reliabilityWindowStart } from '@jobbel/shared/shifts/shift-rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { brusselsNow } from '../../lib/clock';
import { useTestApp } from '../../test/build-test-app';
import { insertJobs } from '../../test/job-fixtures';
import {
  acceptedShift,
  completedShift,
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

const recordOf = async (worker: SignedIn) =>
  (await send(testApp, 'GET', `/api/users?id=${worker.userID}`, worker)).json().userStats;

/** A completed shift whose outcome was settled at that moment. */
async function completedAt(worker: SignedIn, settledAt: string) {
  const shift = await completedShift(testApp, business, worker);
  await testApp.app.db
    .updateTable('job_applications')
    .set({ jobApplicationUpdatedDateTime: settledAt })
    .where('jobApplicationID', '=', shift.applicationID)
    .execute();
}

/** A completed shift whose outcome was settled so many months ago. */
const completedMonthsAgo = (worker: SignedIn, months: number) =>
  completedAt(worker, hoursFromNow(-months * 30.5 * 24));

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

describe("reliability's 12 months", () => {
  it('count a shift settled an hour inside the window, not one an hour before it, and the months after', async () => {
    const worker = await signedInWorker(testApp);
    const windowStart = reliabilityWindowStart(brusselsNow());
    await completedAt(worker, addHours(windowStart, -1));
    await completedAt(worker, addHours(windowStart, 1));
    // the first of the month after the window's first: the first of its whole months
    const [year = 0, month = 1] = windowStart.slice(0, 7).split('-').map(Number);
    await completedAt(worker, `${new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10)} 00:00:00`);
    await completedAt(worker, hoursFromNow(-1));
    expect(await recordOf(worker)).toMatchObject({
      completedJobs: 4,
      reliabilityCounts: { completed: 3, lateCancellations: 0, noShows: 0 },
    });
  });
});

describe('the shifts behind reliability', () => {
  it('are listed, newest first, to the worker herself and to nobody else', async () => {
    const worker = await signedInWorker(testApp);
    await completedMonthsAgo(worker, 1);
    // a cancellation 10 hours before the start is a late one
    const late = await acceptedShift(testApp, business, worker, {
      start: hoursFromNow(10),
      end: hoursFromNow(16),
    });
    await send(testApp, 'POST', `/api/jobapplications/cancel?id=${late.applicationID}`, worker, {});
    const titleOf = async (applicationID: number) =>
      (
        await testApp.app.db
          .selectFrom('job_applications')
          .select('jobSnapshotTitle')
          .where('jobApplicationID', '=', applicationID)
          .executeTakeFirstOrThrow()
      ).jobSnapshotTitle;

    const own = await recordOf(worker);
    expect(own.reliabilityShifts).toEqual([
      {
        jobTitle: await titleOf(late.applicationID),
        settledDateTime: expect.any(String),
        outcome: 'lateCancellation',
      },
      {
        jobTitle: expect.stringMatching(/^Shift /),
        settledDateTime: expect.any(String),
        outcome: 'completed',
      },
    ]);

    const seenByBusiness = (await send(testApp, 'GET', `/api/users?id=${worker.userID}`, business)).json();
    expect(seenByBusiness.userStats.reliabilityCounts).toEqual({
      completed: 1,
      lateCancellations: 1,
      noShows: 0,
    });
    expect(seenByBusiness.userStats).not.toHaveProperty('reliabilityShifts');
  });
});

describe('the average rating', () => {
  it('counts the ratings of long ago and the revealed ones of the last two weeks alike, and no hidden one', async () => {
    const worker = await signedInWorker(testApp);
    /** A completed shift that ended so many days ago, rated by these sides with these stars. */
    const ratedShift = async (daysAgo: number, stars: { business?: number; worker?: number }) => {
      const shift = await shiftWithConfirmedHours(testApp, business, worker);
      await send(testApp, 'POST', `/api/jobapplications/hours/approve?id=${shift.applicationID}`, business);
      const completedAt = hoursFromNow(-daysAgo * 24);
      await testApp.app.db
        .updateTable('job_applications')
        .set({ jobApplicationCompletedDateTime: completedAt })
        .where('jobApplicationID', '=', shift.applicationID)
        .execute();
      for (const [ratingBy, ratingStars] of Object.entries(stars) as ['business' | 'worker', number][])
        await testApp.app.db
          .insertInto('ratings')
          .values({
            ratingApplicationID: shift.applicationID,
            ratingBy,
            ratingStars,
            ratingComment: null,
            ratingDateTime: hoursFromNow(-daysAgo * 24 + 1),
          })
          .execute();
    };
    await ratedShift(40, { business: 2 });
    await ratedShift(20, { business: 3 });
    // both sides rated: shown at once
    await ratedShift(2, { business: 5, worker: 4 });
    // only the business rated, and the window is still open: hidden
    await ratedShift(1, { business: 1 });

    expect(await recordOf(worker)).toMatchObject({ averageRating: 3.3, ratingCount: 3 });
  });
});

describe('the records of a screen’s people', () => {
  it('are counted together, and each applicant gets her own: what her profile says', async () => {
    const seasoned = await signedInWorker(testApp);
    await completedMonthsAgo(seasoned, 1);
    await completedMonthsAgo(seasoned, 2);
    await completedMonthsAgo(seasoned, 3);
    const newcomer = await signedInWorker(testApp);
    const [job] = await insertJobs(testApp, business.businessID, [
      { jobTitle: 'Zaal zondag', jobStartDateTime: hoursFromNow(72), jobEndDateTime: hoursFromNow(78) },
    ]);
    for (const worker of [seasoned, newcomer])
      await send(testApp, 'POST', '/api/jobapplications', worker, {
        jobApplicationJobID: job!.jobID,
        jobApplicationUserID: worker.userID,
      });
    // the kept records go, so that both are computed for the one screen, together
    await testApp.app.db.deleteFrom('record_cache').execute();

    const applicants = (
      await send(testApp, 'GET', `/api/jobapplications?jobID=${job!.jobID}`, business)
    ).json().data;
    const recordOfApplicant = (worker: SignedIn) =>
      applicants.find(
        (application: { jobApplicationUserID: number }) => application.jobApplicationUserID === worker.userID,
      ).applicant.applicantRecord;
    expect(recordOfApplicant(seasoned)).toMatchObject({ completedJobs: 3, reliability: 1 });
    expect(recordOfApplicant(newcomer)).toMatchObject({ completedJobs: 0, reliability: null, totalHours: 0 });
    for (const worker of [seasoned, newcomer]) {
      const { reliabilityShifts, ...own } = await recordOf(worker);
      expect(reliabilityShifts).toBeDefined();
      expect(recordOfApplicant(worker)).toEqual(own);
    }
  });
});
