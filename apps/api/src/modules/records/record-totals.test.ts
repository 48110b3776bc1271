import { workedHours } from '@jobbel/shared/shifts/shift-rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRecordTotals } from '../../db/migrations/2026-12-03T20-00_record-totals';
import { useTestApp } from '../../test/build-test-app';
import { countAgain, writeThatFails } from '../../test/kept-by-trigger';
import {
  completedShift,
  type SignedIn,
  type SignedInBusiness,
  send,
  signedInBusiness,
  signedInWorker,
} from '../../test/shift-fixtures';

const testApp = useTestApp();
let business: SignedInBusiness;
let worker: SignedIn;

beforeAll(async () => {
  business = await signedInBusiness(testApp);
  worker = await signedInWorker(testApp);
});

const db = () => testApp.app.db;

/** A shift the worker completed for the business, hours approved, through the API. */
const completed = async () => (await completedShift(testApp, business, worker)).applicationID;

/** The totals as kept. */
async function kept(key: string) {
  return db()
    .selectFrom('record_totals')
    .select(['completedShifts', 'workedQuarterHours', 'starsTotal', 'starsCount'])
    .where('subjectKey', '=', key)
    .executeTakeFirst();
}

/** The totals counted here from the rows as they are, by the rule the app shows hours by. */
async function counted(subject: { userID: number } | { businessID: number }) {
  const shifts = await db()
    .selectFrom('job_applications')
    .selectAll()
    .where('jobApplicationStatus', '=', 'completed')
    .where((eb) =>
      'userID' in subject
        ? eb('jobApplicationUserID', '=', subject.userID)
        : eb('jobSnapshotBusinessID', '=', subject.businessID),
    )
    .execute();
  const ratings = await db()
    .selectFrom('ratings')
    .innerJoin('job_applications', 'jobApplicationID', 'ratingApplicationID')
    .select('ratingStars')
    .where((eb) =>
      'userID' in subject
        ? eb.and([eb('jobApplicationUserID', '=', subject.userID), eb('ratingBy', '=', 'business')])
        : eb.and([eb('jobSnapshotBusinessID', '=', subject.businessID), eb('ratingBy', '=', 'worker')]),
    )
    .execute();
  return {
    completedShifts: shifts.length,
    workedQuarterHours: shifts.reduce(
      (sum, shift) =>
        sum +
        workedHours(
          shift.jobApplicationWorkedStartDateTime!,
          shift.jobApplicationWorkedEndDateTime!,
          shift.jobApplicationBreakMinutes ?? 0,
        ) *
          4,
      0,
    ),
    starsTotal: ratings.reduce((sum, rating) => sum + rating.ratingStars, 0),
    starsCount: ratings.length,
  };
}

async function expectTotalsAsCounted() {
  expect(await kept(`u:${worker.userID}`)).toEqual(await counted({ userID: worker.userID }));
  expect(await kept(`b:${business.businessID}`)).toEqual(await counted({ businessID: business.businessID }));
}

describe("a worker's and a business's totals", () => {
  it('follow every write to their shifts and ratings, whatever path made it, in the same transaction', async () => {
    const [first, second, third] = [await completed(), await completed(), await completed()];
    const rate = (who: { headers: Record<string, string> }, id: number, stars: number) =>
      send(testApp, 'POST', `/api/jobapplications/rating?id=${id}`, who, { ratingStars: stars });
    expect((await rate(business, first, 4)).statusCode).toBeLessThan(300);
    expect((await rate(worker, first, 5)).statusCode).toBeLessThan(300);
    expect((await rate(business, second, 2)).statusCode).toBeLessThan(300);
    await expectTotalsAsCounted();
    expect(await kept(`u:${worker.userID}`)).toMatchObject({
      completedShifts: 3,
      starsTotal: 6,
      starsCount: 2,
    });

    // the night the clocks go back: 01:00 to 05:00 is five hours worked, less a 20 minute break
    await db()
      .updateTable('job_applications')
      .set({
        jobApplicationWorkedStartDateTime: '2026-10-25 01:00:00',
        jobApplicationWorkedEndDateTime: '2026-10-25 05:00:00',
        jobApplicationBreakMinutes: 20,
      })
      .where('jobApplicationID', '=', first)
      .execute();
    // and the night they go forward: 01:00 to 05:00 is three hours
    await db()
      .updateTable('job_applications')
      .set({
        jobApplicationWorkedStartDateTime: '2026-03-29 01:00:00',
        jobApplicationWorkedEndDateTime: '2026-03-29 05:00:00',
        jobApplicationBreakMinutes: 0,
      })
      .where('jobApplicationID', '=', second)
      .execute();
    // and from within the hour that happens twice, read as the app reads it
    await db()
      .updateTable('job_applications')
      .set({
        jobApplicationWorkedStartDateTime: '2026-10-25 02:30:00',
        jobApplicationWorkedEndDateTime: '2026-10-25 06:00:00',
        jobApplicationBreakMinutes: 0,
      })
      .where('jobApplicationID', '=', third)
      .execute();
    // counted by wall clock alone, each night would be four hours
    await expectTotalsAsCounted();

    await db()
      .updateTable('ratings')
      .set({ ratingStars: 1 })
      .where('ratingApplicationID', '=', second)
      .execute();
    await db()
      .updateTable('job_applications')
      .set({ jobApplicationStatus: 'noShow' })
      .where('jobApplicationID', '=', third)
      .execute();
    await expectTotalsAsCounted();
    expect(await kept(`u:${worker.userID}`)).toMatchObject({ completedShifts: 2, starsTotal: 5 });

    // a shift deleted takes its ratings with it
    await db().deleteFrom('job_applications').where('jobApplicationID', '=', first).execute();
    await expectTotalsAsCounted();
    expect(await kept(`u:${worker.userID}`)).toMatchObject({
      completedShifts: 1,
      starsTotal: 1,
      starsCount: 1,
    });
    expect(await kept(`b:${business.businessID}`)).toMatchObject({ starsTotal: 0, starsCount: 0 });
  });

  it('stay as they were when a write fails: the trigger rolls back with it', async () => {
    const shift = await completed();
    const before = await kept(`u:${worker.userID}`);
    await writeThatFails(db(), (trx) =>
      trx
        .updateTable('job_applications')
        .set({ jobApplicationStatus: 'cancelled' })
        .where('jobApplicationID', '=', shift)
        .execute(),
    );
    expect(await kept(`u:${worker.userID}`)).toEqual(before);
  });

  it("are counted again from the rows as they are to the same figures (the migration's fill)", async () => {
    await completed();
    const before = await db().selectFrom('record_totals').selectAll().orderBy('subjectKey').execute();
    await countAgain(db(), countRecordTotals());
    const after = await db().selectFrom('record_totals').selectAll().orderBy('subjectKey').execute();
    // a subject whose totals went back to zero keeps its row of zeros; counted again it has none
    const nonZero = (rows: typeof before) =>
      rows.filter((row) => row.completedShifts !== 0 || row.starsCount !== 0 || row.workedQuarterHours !== 0);
    expect(nonZero(after)).toEqual(nonZero(before));
    expect(nonZero(after).length).toBeGreaterThan(0);
  });
});
