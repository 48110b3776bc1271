import { expect, it } from 'vitest';
import { workerRecordsOf } from '../../src/modules/records/worker-record';
import { useTestApp } from '../../src/test/build-test-app';
import { insertWorkers } from '../../src/test/worker-fixtures';
import { forgetKeptRecords } from './bench-sessions';

// A database the scale bench measures again (BENCH_SEEDED) starts from first looks, as a fresh seed does.
const testApp = useTestApp();

it('forgets the records earlier runs kept, and the next look computes and keeps them again', async () => {
  const { db } = testApp.app;
  const kept = () => db.selectFrom('record_cache').select('subjectKey').execute();
  const workers = await insertWorkers(testApp, 3);
  await workerRecordsOf(db, workers);
  expect(await kept()).toHaveLength(3);

  expect(await forgetKeptRecords(db)).toBe(3);
  expect(await kept()).toEqual([]);

  const [record] = await workerRecordsOf(db, workers.slice(0, 1));
  expect(record).toMatchObject({ completedJobs: 0, totalHours: 0 });
  expect(await kept()).toHaveLength(1);
});
