import type { Updateable } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { countOutcomeMonths } from '../../db/migrations/2026-12-04T04-00_record-outcome-months';
import { useTestApp } from '../../test/build-test-app';
import { countAgain, writeThatFails } from '../../test/kept-by-trigger';
import {
  completedShift,
  type SignedIn,
  type SignedInBusiness,
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

const outcomeKey = (month: string, status: string, changedBy: string, late: number, noShow: string) =>
  `${month} ${status} ${changedBy} ${late} ${noShow}`;

/** A subject's months as kept, those that count anything. */
async function kept(subjectKey: string) {
  const rows = await db()
    .selectFrom('record_outcome_months')
    .selectAll()
    .where('subjectKey', '=', subjectKey)
    .execute();
  return Object.fromEntries(
    rows
      .filter((row) => row.outcomes !== 0)
      .map((row) => [
        outcomeKey(row.settledMonth, row.status, row.changedBy, row.lateCancellation, row.noShowState),
        row.outcomes,
      ]),
  );
}

/** A subject's ended applications counted here per month from the rows as they are. */
async function counted(subject: { userID: number } | { businessID: number }) {
  const rows = await db()
    .selectFrom('job_applications')
    .selectAll()
    .where('jobApplicationStatus', 'in', ['completed', 'noShow', 'cancelled'])
    .where('jobApplicationUpdatedDateTime', 'is not', null)
    .where((eb) =>
      'userID' in subject
        ? eb('jobApplicationUserID', '=', subject.userID)
        : eb('jobSnapshotBusinessID', '=', subject.businessID),
    )
    .execute();
  const counts: Record<string, number> = {};
  for (const row of rows) {
    const key = outcomeKey(
      row.jobApplicationUpdatedDateTime!.slice(0, 7),
      row.jobApplicationStatus,
      row.jobApplicationChangedBy ?? '',
      row.jobApplicationLateCancellation ?? 0,
      row.jobApplicationNoShowState ?? '',
    );
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

async function expectMonthsAsCounted() {
  expect(await kept(`u:${worker.userID}`)).toEqual(await counted({ userID: worker.userID }));
  expect(await kept(`b:${business.businessID}`)).toEqual(await counted({ businessID: business.businessID }));
}

const update = (applicationID: number, set: Updateable<Database['job_applications']>) =>
  db().updateTable('job_applications').set(set).where('jobApplicationID', '=', applicationID).execute();

describe("a worker's and a business's ended shifts counted per month", () => {
  it('follow every write to their applications, whatever path made it, in the same transaction', async () => {
    const [first, second, third] = [await completed(), await completed(), await completed()];
    await expectMonthsAsCounted();
    expect(Object.values(await kept(`u:${worker.userID}`)).reduce((sum, n) => sum + n, 0)).toBe(3);

    // settled in other months, one of them a year back and one across the turn of a year
    await update(first, { jobApplicationUpdatedDateTime: '2025-11-30 23:59:59' });
    await update(second, { jobApplicationUpdatedDateTime: '2026-01-01 00:00:00' });
    await expectMonthsAsCounted();
    // a late cancellation by the worker, and a no-show claimed, then contested
    await update(first, {
      jobApplicationStatus: 'cancelled',
      jobApplicationChangedBy: 'worker',
      jobApplicationLateCancellation: 1,
    });
    await update(second, { jobApplicationStatus: 'noShow', jobApplicationNoShowState: 'claimed' });
    await expectMonthsAsCounted();
    await update(second, { jobApplicationNoShowState: 'contested' });
    await expectMonthsAsCounted();
    // each kept with what decides how a record counts it
    expect(Object.keys(await kept(`u:${worker.userID}`))).toEqual(
      expect.arrayContaining([
        outcomeKey('2025-11', 'cancelled', 'worker', 1, ''),
        expect.stringMatching(/^2026-01 noShow \w* 0 contested$/),
      ]),
    );
    // back to before it ended, and deleted
    await update(third, { jobApplicationStatus: 'accepted' });
    await expectMonthsAsCounted();
    await db().deleteFrom('job_applications').where('jobApplicationID', '=', first).execute();
    await expectMonthsAsCounted();
  });

  it('stay as they were when a write fails: the trigger rolls back with it', async () => {
    const shift = await completed();
    const before = await kept(`b:${business.businessID}`);
    await writeThatFails(db(), (trx) =>
      trx
        .updateTable('job_applications')
        .set({ jobApplicationUpdatedDateTime: '2024-02-29 12:00:00' })
        .where('jobApplicationID', '=', shift)
        .execute(),
    );
    expect(await kept(`b:${business.businessID}`)).toEqual(before);
  });

  it("are counted again from the rows as they are to the same figures (the migration's fill)", async () => {
    await completed();
    const nonZero = async () =>
      (await db().selectFrom('record_outcome_months').selectAll().execute())
        .filter((row) => row.outcomes !== 0)
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    const before = await nonZero();
    await countAgain(db(), countOutcomeMonths());
    expect(await nonZero()).toEqual(before);
    expect(before.length).toBeGreaterThan(0);
  });
});
