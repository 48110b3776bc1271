import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ SEED_DEMO: '1' });
});
afterAll(() => testApp.close());

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

  it('answers 503 once the database is gone', async () => {
    await testApp.app.db.destroy();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toBe('database_unreachable');
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
