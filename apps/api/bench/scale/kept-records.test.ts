import { expect, it } from 'vitest';
import { workerRecordsOf } from '../../src/modules/records/worker-record';
import { useTestApp } from '../../src/test/build-test-app';
import { completedShift, send, signedInBusiness, signedInWorker } from '../../src/test/shift-fixtures';
import { insertWorkers } from '../../src/test/worker-fixtures';
import { forgetKeptRecords, keepEveryRecord } from './kept-records';

// The scale bench measures a marketplace that keeps every person's record (record-refresh.ts), or, with
// BENCH_FIRST_LOOKS, one that keeps none.
const testApp = useTestApp();
const kept = () => testApp.app.db.selectFrom('record_cache').select(['subjectKey', 'record']).execute();

it('keeps the record of every worker and business, as each one’s screen shows it', async () => {
  const { db } = testApp.app;
  const business = await signedInBusiness(testApp);
  const worker = await signedInWorker(testApp);
  await completedShift(testApp, business, worker);
  const others = await insertWorkers(testApp, 3);
  await forgetKeptRecords(db);

  const people = await keepEveryRecord(db);
  const keys = (await kept()).map((row) => row.subjectKey);
  const workers = await db.selectFrom('users').select('userID').execute();
  const businesses = await db.selectFrom('businesses').select('businessID').execute();
  expect(people).toBe(workers.length + businesses.length);
  expect(keys).toEqual(
    expect.arrayContaining([
      `u:${worker.userID}`,
      `b:${business.businessID}`,
      ...others.map((userID) => `u:${userID}`),
    ]),
  );
  expect(keys).toHaveLength(people);
  const keptRecord = (await kept()).find((row) => row.subjectKey === `u:${worker.userID}`)!;
  const shown = (await send(testApp, 'GET', `/api/users?id=${worker.userID}`, business)).json().userStats;
  expect(JSON.parse(keptRecord.record)).toMatchObject({ completedJobs: 1, totalHours: 7.5 });
  expect(shown).toMatchObject(JSON.parse(keptRecord.record));
});

it('forgets every kept record, and the next look computes and keeps it again', async () => {
  const { db } = testApp.app;
  const workers = await insertWorkers(testApp, 3);
  await workerRecordsOf(db, workers);
  expect((await kept()).length).toBeGreaterThanOrEqual(3);

  await forgetKeptRecords(db);
  expect(await kept()).toEqual([]);

  const [record] = await workerRecordsOf(db, workers.slice(0, 1));
  expect(record).toMatchObject({ completedJobs: 0, totalHours: 0 });
  expect(await kept()).toHaveLength(1);
});
