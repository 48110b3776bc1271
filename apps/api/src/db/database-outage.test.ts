import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { type SignedIn, send, signedInWorker } from '../test/shift-fixtures';

// A PostgreSQL restart under load is an outage, not a crash. Every connection of the app is
// ended by the server, as a restart or failover ends them, while workers write.
let testApp: TestApp;
let worker: SignedIn;

beforeAll(async () => {
  if (!process.env.TEST_POSTGRES_URL) return;
  testApp = await buildTestApp();
  worker = await signedInWorker(testApp);
});
afterAll(() => testApp?.close());

const experience = (index: number) => ({
  workExperienceUserID: worker.userID,
  workExperienceCompany: `Café ${index}`,
  workExperienceFunction: 'Barman',
  workExperienceStartDate: '2022-03-01',
  workExperienceEndDate: '2023-06-30',
});

/** What a restart does to the app's connections: the server ends each one. */
async function endEveryConnection() {
  const admin = new pg.Client({ connectionString: testApp.app.config.DATABASE_URL });
  await admin.connect();
  await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  await admin.end();
}

describe.runIf(process.env.TEST_POSTGRES_URL)('a PostgreSQL outage', () => {
  it('answers 503 with Retry-After while the connections are gone, loses no acknowledged write, and recovers by itself', async () => {
    const answers: { index: number; status: number; retryAfter?: string }[] = [];
    const write = async (index: number) => {
      const answer = await send(testApp, 'POST', '/api/workexperiences', worker, experience(index));
      answers.push({ index, status: answer.statusCode, retryAfter: answer.headers['retry-after'] as string });
    };
    // eight clients writing, and the connections ended in the middle of it
    let next = 0;
    const clients = Array.from({ length: 8 }, async () => {
      while (next < 400) await write(next++);
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    await endEveryConnection();
    await Promise.all(clients);

    // the outage hit writes in flight, and none of them became a 500
    expect(answers.some((answer) => answer.status === 503)).toBe(true);
    expect(answers.filter((answer) => answer.status >= 500 && answer.status !== 503)).toEqual([]);
    for (const refused of answers.filter((answer) => answer.status === 503))
      expect(refused.retryAfter).toBe('5');
    const acknowledged = answers
      .filter((answer) => answer.status < 300)
      .map((answer) => `Café ${answer.index}`);
    const stored = await testApp.app.db
      .selectFrom('work_experiences')
      .select('workExperienceCompany')
      .where('workExperienceUserID', '=', worker.userID)
      .execute();
    const storedNames = new Set(stored.map((row) => row.workExperienceCompany));
    expect(acknowledged.filter((name) => !storedNames.has(name))).toEqual([]);

    // back by itself: the next writes and the health check succeed
    await write(1000);
    expect(answers.at(-1)?.status).toBe(201);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }, 60_000);
});
