import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { loseTheDatabase } from '../../test/database-gone';
import { createAccount, newPerson } from '../../test/registration-helpers';
import { DATABASE_CHECK_KEPT_MS } from './readiness';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ SEED_DEMO: '1' });
});
afterAll(() => testApp.close());

const health = () => testApp.app.inject({ method: 'GET', url: '/api/health' });

describe('health and demo data', () => {
  it('answers 200 while the database is reachable', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'reachable' });
  });

  it('seeds Gent businesses with opening hours, 40+ upcoming jobs and demo logins', async () => {
    const db = testApp.app.db;
    const businesses = await db.selectFrom('businesses').selectAll().execute();
    expect(businesses.length).toBeGreaterThanOrEqual(8);
    expect(businesses.every((business) => business.businessCity === 'Gent')).toBe(true);
    const hours = await db.selectFrom('business_hours').select('businessID').distinct().execute();
    expect(hours).toHaveLength(businesses.length);
    // the open jobs lie ahead; the expired ones are the demo's history of completed shifts
    const jobs = await db
      .selectFrom('jobs')
      .select(['jobStartDateTime'])
      .where('jobStatus', '=', 'active')
      .execute();
    expect(jobs.length).toBeGreaterThanOrEqual(40);
    const today = new Date().toISOString().slice(0, 10);
    expect(jobs.every((job) => (job.jobStartDateTime ?? '') > today)).toBe(true);
    const workers = await db
      .selectFrom('accounts')
      .select('accountID')
      .where('accountType', '=', 'user')
      .execute();
    expect(workers).toHaveLength(3);
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'jana@jobbel.be', password: 'Jobbel2026' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('serves the OpenAPI document', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/oauth2/token', '/api/users']),
    );
  });

  it('answers from its write of the last second, and 503 once the database is gone after it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      expect((await health()).statusCode).toBe(200);
      await loseTheDatabase(testApp.app);
      // within the second after a probe found the database writable, that probe answers
      expect((await health()).statusCode).toBe(200);
      // a second later a check probes again
      vi.setSystemTime(Date.now() + DATABASE_CHECK_KEPT_MS);
      const response = await health();
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toBe('database_unreachable');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe.skipIf(process.env.TEST_POSTGRES_URL)('health on SQLite', () => {
  it('writes the database once for a burst of checks, in parallel or one after another', async () => {
    const ownApp = await buildTestApp();
    const changes = async () =>
      (await sql<{ changes: number }>`select total_changes() as changes`.execute(ownApp.app.db)).rows[0]!
        .changes;
    const check = () => ownApp.app.inject({ method: 'GET', url: '/api/health' });
    // the clock held, so a slow machine cannot take the forty checks past the second
    vi.useFakeTimers({ toFake: ['Date'] });
    const before = await changes();
    const parallel = await Promise.all(Array.from({ length: 20 }, check));
    for (let one = 0; one < 20; one += 1) expect((await check()).statusCode).toBe(200);
    expect(parallel.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    // one probe: its row written and deleted
    expect((await changes()) - before).toBe(2);
    vi.useRealTimers();
    await ownApp.close();
  });

  it('answers 503 while the database file cannot grow (a full disk), writes answer 503 too, and both recover', async () => {
    const ownApp = await buildTestApp();
    const db = ownApp.app.db;
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(db);
    // the database may grow by a few pages more, and then no further: what a full disk does to SQLite
    await sql.raw(`pragma max_page_count = ${rows[0]!.page_count + 40}`).execute(db);
    // filled to the last byte, with ever smaller rows
    let rowsWritten = 0;
    for (const size of [32 * 1024, 1024, 64]) {
      for (let full = false; !full; ) {
        try {
          await db
            .insertInto('health_probes')
            .values({ probeKey: `filler-${rowsWritten}`, probePayload: 'f'.repeat(size) })
            .execute();
          rowsWritten += 1;
        } catch (error) {
          expect((error as { code?: string }).code).toBe('SQLITE_FULL');
          full = true;
        }
      }
    }

    const health = await ownApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json().error).toBe('database_unreachable');
    // writes go on while their table's last page has room; the first that needs a page is told to retry
    let write = (await createAccount(ownApp, newPerson())).response;
    for (let tries = 0; write.statusCode === 201 && tries < 300; tries += 1)
      write = (await createAccount(ownApp, newPerson())).response;
    expect(write.statusCode).toBe(503);
    expect(write.headers['retry-after']).toBeDefined();
    expect(write.json().error).toBe('database_unavailable');

    // room again: the server writes without a restart
    await db.deleteFrom('health_probes').execute();
    expect((await ownApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await createAccount(ownApp, newPerson())).response.statusCode).toBe(201);
    await ownApp.close();
  });
});

describe.runIf(process.env.TEST_POSTGRES_URL)('health and the clock', () => {
  it('answers 503 clock_skew while this server’s clock is a day ahead of the database’s', async () => {
    const ownApp = await buildTestApp();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 26 * 3_600_000);
    try {
      const response = await ownApp.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ error: 'clock_skew' });
    } finally {
      vi.useRealTimers();
    }
    expect((await ownApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await ownApp.close();
  });
});
