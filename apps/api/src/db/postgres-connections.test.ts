import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

// The connection pools of PostgreSQL (db/create-db.ts); SQLite has one embedded connection.
let testApp: TestApp;

beforeAll(async () => {
  if (!process.env.TEST_POSTGRES_URL) return;
  testApp = await buildTestApp();
  // what listening does, before any request
  await testApp.app.ready();
});
afterAll(() => testApp?.close());

async function serverConnections(): Promise<number[]> {
  const { rows } = await sql<{ pid: number }>`
    select pid from pg_stat_activity
    where datname = current_database() and backend_type = 'client backend' order by pid`.execute(
    testApp.app.db,
  );
  return rows.map((row) => row.pid);
}

describe.runIf(process.env.TEST_POSTGRES_URL)('PostgreSQL connections', () => {
  it('are open before the first request and stay open while idle, so no request waits for a new one', async () => {
    const atStart = await serverConnections();
    // four for searches, ten for everything else, one for the health probe, and one that listens for bell changes
    expect(atStart).toHaveLength(16);
    // pg closes a connection idle for 10 s unless told otherwise
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    expect(await serverConnections()).toEqual(atStart);
  }, 30_000);

  it('are as many as DATABASE_CONNECTIONS asks for, two in five more for searches, and the probe’s', async () => {
    const fewer = await buildTestApp({ DATABASE_CONNECTIONS: '4' });
    try {
      await fewer.app.ready();
      const { rows } = await sql<{ connections: number }>`
        select count(*)::int as connections from pg_stat_activity
        where datname = current_database() and backend_type = 'client backend'`.execute(fewer.app.db);
      // four, two for searches, the health probe's and the listener
      expect(rows[0]?.connections).toBe(8);
    } finally {
      await fewer.close();
    }
  });

  it('leave /api/health its own: it answers at once while requests wait for every other connection', async () => {
    const busy = await buildTestApp({ DATABASE_CONNECTIONS: '2' });
    try {
      await busy.app.ready();
      // both connections of the main pool held, and a third request waiting behind them
      const held = Array.from({ length: 3 }, () => sql`select pg_sleep(2)`.execute(busy.app.db));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const started = performance.now();
      const health = await busy.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(1000);
      await Promise.all(held);
    } finally {
      await busy.close();
    }
  });

  it('compile no statement just in time, in every pool: a short read would pay for it on every run', async () => {
    const jit = testApp.app.db.selectNoFrom(sql<string>`current_setting('jit')`.as('jit'));
    expect((await jit.executeTakeFirst())?.jit).toBe('off');
    expect((await testApp.app.readRows(jit))[0]?.jit).toBe('off');
  });
});
