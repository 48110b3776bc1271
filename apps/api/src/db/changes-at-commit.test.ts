import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-test-app';
import { acceptedShift, hoursFromNow, signedInBusiness, signedInWorker } from '../test/shift-fixtures';

const testApp = useTestApp();

// SQLite writes one transaction at a time: a second writer always waits for the first there
describe.runIf(process.env.TEST_POSTGRES_URL)('job and record changes on PostgreSQL', () => {
  it('are numbered when their transaction commits: a transaction still open holds up no other writer, and the numbers still follow the commits', async () => {
    const db = testApp.app.db;
    const business = await signedInBusiness(testApp);
    const worker = await signedInWorker(testApp);
    const shift = { start: hoursFromNow(48), end: hoursFromNow(56) };
    const early = await acceptedShift(testApp, business, worker, shift);
    const late = await acceptedShift(testApp, business, worker, shift);
    // an earlier application that ended is part of the worker's and the business's records: it tells them
    const endedApplication = (of: { applicationID: number }) => ({
      earlierOfApplicationID: of.applicationID,
      earlierUserID: worker.userID,
      earlierBusinessID: business.businessID,
      earlierStatus: 'cancelled' as const,
      earlierChangedBy: 'worker' as const,
      earlierLateCancellation: 0,
      earlierSettledDateTime: '2026-11-01 10:00:00',
    });
    const lastNumber = async (table: 'job_changes' | 'record_changes') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.max('changeID').as('last'))
            .executeTakeFirstOrThrow()
        ).last,
      );

    let commit!: () => void;
    const committing = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let changed!: () => void;
    const changedInside = new Promise<void>((resolve) => {
      changed = resolve;
    });
    // changes a job and a record first, then does more before it commits, as an accept does
    const open = db.transaction().execute(async (trx) => {
      await trx.updateTable('jobs').set({ jobPlaces: 3 }).where('jobID', '=', early.jobID).execute();
      await trx.insertInto('earlier_applications').values(endedApplication(early)).execute();
      changed();
      await committing;
    });
    await changedInside;
    const other = db.transaction().execute(async (trx) => {
      await trx.updateTable('jobs').set({ jobPlaces: 4 }).where('jobID', '=', late.jobID).execute();
      await trx.insertInto('earlier_applications').values(endedApplication(late)).execute();
    });
    const waited = await Promise.race([
      other.then(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 3000)),
    ]);
    const numbersWhileOpen = {
      jobs: await lastNumber('job_changes'),
      records: await lastNumber('record_changes'),
    };
    commit();
    await Promise.all([open, other]);

    expect(waited).toBe(false);
    // the transaction that committed last has the higher numbers, though it changed first
    const numberOf = async (jobID: number) =>
      Number(
        (
          await db
            .selectFrom('job_changes')
            .select((eb) => eb.fn.max('changeID').as('last'))
            .where('jobID', '=', jobID)
            .executeTakeFirstOrThrow()
        ).last,
      );
    expect(await numberOf(late.jobID)).toBe(numbersWhileOpen.jobs);
    expect(await numberOf(early.jobID)).toBeGreaterThan(numbersWhileOpen.jobs);
    expect(await lastNumber('record_changes')).toBeGreaterThan(numbersWhileOpen.records);
  });
});
