import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { insertJobs } from '../test/job-fixtures';
import { bearer, loginAs } from '../test/registration-helpers';
import { hoursFromNow, signedInBusiness, signedInWorker } from '../test/shift-fixtures';
import { countHit, hitsOf } from './counters';

// On PostgreSQL several instances share one database, and the database's clock decides. On
// SQLite the database runs on this process's clock: there is no other clock to follow.
const DAY_AND_TWO_HOURS_MS = 26 * 3_600_000;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp?.close());

describe.runIf(process.env.TEST_POSTGRES_URL)('an instance whose clock runs 26 hours ahead', () => {
  it('decides by the database’s clock: tomorrow’s job stays open, sessions and rate-limit windows live on', async () => {
    const business = await signedInBusiness(testApp);
    const [job] = await insertJobs(testApp, business.businessID, [
      { jobTitle: 'Afwas morgen', jobStartDateTime: hoursFromNow(20), jobEndDateTime: hoursFromNow(26) },
    ]);
    const worker = await signedInWorker(testApp);
    await countHit(testApp.app.db, 'clock-test', 3_600_000);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + DAY_AND_TWO_HOURS_MS);
    let laterToken: string;
    try {
      await testApp.app.databaseClock.sweep();
      await testApp.app.jobExpiry.sweep();
      await testApp.app.housekeeping.sweep();
      const open = await testApp.app.inject({
        method: 'GET',
        url: `/api/jobs?id=${job!.jobID}`,
        headers: worker.headers,
      });
      expect(open.statusCode).toBe(200);
      expect(open.json().jobStatus).toBe('active');
      const me = await testApp.app.inject({ method: 'GET', url: '/api/me', headers: worker.headers });
      expect(me.statusCode).toBe(200);
      laterToken = await loginAs(testApp, worker.person);
    } finally {
      vi.useRealTimers();
    }
    await testApp.app.databaseClock.sweep();
    expect(await hitsOf(testApp.app.db, 'clock-test')).toBe(1);
    // a session this instance opened is valid for the others, on the right clock
    const later = await testApp.app.inject({ method: 'GET', url: '/api/me', headers: bearer(laterToken) });
    expect(later.statusCode).toBe(200);
  });
});
