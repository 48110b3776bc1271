import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { loseTheDatabase } from '../../test/database-gone';
import { DATABASE_CHECK_KEPT_MS } from './readiness';

afterEach(() => vi.useRealTimers());

const get = (app: Awaited<ReturnType<typeof buildTestApp>>['app'], url: string) =>
  app.inject({ method: 'GET', url });

describe('health for machines', () => {
  it('live names the version and answers while the database is gone; ready does not', async () => {
    const testApp = await buildTestApp();
    const live = await get(testApp.app, '/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok', version: testApp.app.config.version });
    expect(testApp.app.config.version).toMatch(/^\d+\.\d+\.\d+/);
    const ready = await get(testApp.app, '/api/health/ready');
    expect(ready.json()).toEqual({ status: 'ready', version: testApp.app.config.version });

    await loseTheDatabase(testApp.app);
    expect((await get(testApp.app, '/api/health/live')).statusCode).toBe(200);
    // once the write it found is a second old
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + DATABASE_CHECK_KEPT_MS);
    const gone = await get(testApp.app, '/api/health/ready');
    expect(gone.statusCode).toBe(503);
    expect(gone.headers['retry-after']).toBeDefined();
    expect(gone.json().error).toBe('database_unreachable');
    await testApp.close().catch(() => undefined);
  });

  it('is not ready while a migration it knows has not run, and is again once it has', async () => {
    const testApp = await buildTestApp();
    const { db } = testApp.app;
    const { rows } = await sql<{ name: string; timestamp: string }>`
      select name, timestamp from kysely_migration order by name desc limit 1`.execute(db);
    const last = rows[0]!;
    await sql`delete from kysely_migration where name = ${last.name}`.execute(db);
    const pending = await get(testApp.app, '/api/health/ready');
    expect(pending.statusCode).toBe(503);
    expect(pending.json()).toMatchObject({ error: 'migrations_pending' });
    expect(pending.json().message).toContain('1 migratie');
    await sql`insert into kysely_migration (name, timestamp) values (${last.name}, ${last.timestamp})`.execute(
      db,
    );
    expect((await get(testApp.app, '/api/health/ready')).statusCode).toBe(200);
    await testApp.close();
  });

  it('names background work that has not finished a round for too long, until it runs again', async () => {
    const testApp = await buildTestApp();
    expect((await get(testApp.app, '/api/health/ready')).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 6 * 60_000);
    const stuck = await get(testApp.app, '/api/health/ready');
    expect(stuck.statusCode).toBe(503);
    expect(stuck.json().error).toBe('background_stuck');
    expect(stuck.json().message).toContain('shift sweep');
    // /api/health does not look at the background work
    vi.useRealTimers();
    for (const pass of [
      testApp.app.databaseClock,
      testApp.app.jobExpiry,
      testApp.app.housekeeping,
      testApp.app.shiftSweep,
    ])
      await pass.sweep();
    await testApp.app.outbox.deliverDue();
    expect((await get(testApp.app, '/api/health/ready')).statusCode).toBe(200);
    await testApp.close();
  });

  it('sheds requests with 503 and Retry-After under memory pressure; the health checks still answer and say so', async () => {
    const testApp = await buildTestApp({ OVERLOAD_HEAP_USED_BYTES: '1' });
    // the first memory sample is taken within a second of the start
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const shed = await get(testApp.app, '/api/jobs');
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('10');
    expect(shed.json()).toMatchObject({ error: 'overloaded' });
    expect((await get(testApp.app, '/api/health/live')).statusCode).toBe(200);
    const ready = await get(testApp.app, '/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json().error).toBe('overloaded');
    await testApp.close();
  });
});
