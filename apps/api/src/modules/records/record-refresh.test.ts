import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import {
  completedShift,
  type SignedIn,
  send,
  signedInBusiness,
  signedInWorker,
} from '../../test/shift-fixtures';
import { lastRecordChange } from './record-cache.repository';

// Every kept record is kept current by the record refresh, so no screen computes a history that changed
// (docs/decisions/national-scale.md).
const testApp = useTestApp();

const keptRow = (subjectKey: string) =>
  testApp.app.db
    .selectFrom('record_cache')
    .selectAll()
    .where('subjectKey', '=', subjectKey)
    .executeTakeFirst();
const keptRecord = async (subjectKey: string) => JSON.parse((await keptRow(subjectKey))!.record);

describe('the record refresh', () => {
  it('computes again the records whose history changed, before anyone looks, and reads each change once', async () => {
    const business = await signedInBusiness(testApp);
    const worker = await signedInWorker(testApp);
    const viewer = { headers: business.headers };
    const shown = async (someone: SignedIn) =>
      (await send(testApp, 'GET', `/api/users?id=${someone.userID}`, viewer)).json().userStats;
    await completedShift(testApp, business, worker);
    expect(await shown(worker)).toMatchObject({ completedJobs: 1 });
    await completedShift(testApp, business, worker);
    // the kept row still holds the first shift only: a look would compute the record itself
    expect(await keptRecord(`u:${worker.userID}`)).toMatchObject({ completedJobs: 1 });

    expect(await testApp.app.recordRefresh.sweep()).toBeGreaterThanOrEqual(1);
    const refreshed = (await keptRow(`u:${worker.userID}`))!;
    expect(JSON.parse(refreshed.record)).toMatchObject({ completedJobs: 2, totalHours: 15 });
    expect(Number(refreshed.computedAtChange)).toBe(await lastRecordChange(testApp.app.db));
    // the screen reads the row the pass kept: nothing is computed again
    expect(await shown(worker)).toMatchObject({ completedJobs: 2, totalHours: 15 });
    expect(await keptRow(`u:${worker.userID}`)).toEqual(refreshed);
    // nothing changed since: the next round finds nothing to do
    expect(await testApp.app.recordRefresh.sweep()).toBe(0);
  });

  it('computes again the records time alone has changed, and leaves the others', async () => {
    const business = await signedInBusiness(testApp);
    const [past, current] = [await signedInWorker(testApp), await signedInWorker(testApp)];
    for (const worker of [past, current]) {
      await completedShift(testApp, business, worker);
      await send(testApp, 'GET', `/api/users?id=${worker.userID}`, business);
    }
    await testApp.app.recordRefresh.sweep();
    // one record past the moment it was valid until, and wrong, as a record kept too long would be
    await testApp.app.db
      .updateTable('record_cache')
      .set({ validUntil: '2020-01-01 00:00:00', record: JSON.stringify({ completedJobs: 99 }) })
      .where('subjectKey', '=', `u:${past.userID}`)
      .execute();
    const currentBefore = await keptRow(`u:${current.userID}`);

    expect(await testApp.app.recordRefresh.sweep()).toBe(1);
    const refreshed = (await keptRow(`u:${past.userID}`))!;
    expect(JSON.parse(refreshed.record)).toMatchObject({ completedJobs: 1, totalHours: 7.5 });
    expect(refreshed.validUntil > '2020-01-01 00:00:00').toBe(true);
    expect(await keptRow(`u:${current.userID}`)).toEqual(currentBefore);
  });

  it('computes no record nobody looked at: its first look does', async () => {
    const business = await signedInBusiness(testApp);
    const worker = await signedInWorker(testApp);
    await completedShift(testApp, business, worker);
    await testApp.app.recordRefresh.sweep();
    expect(await keptRow(`u:${worker.userID}`)).toBeUndefined();
  });
});
