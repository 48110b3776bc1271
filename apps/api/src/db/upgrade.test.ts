import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../seed/seed-demo';
import { buildTestAppOn, createTestPlace } from '../test/build-test-app';
import { silentLog } from '../test/migration-database';
import { createDb } from './create-db';
import { migrateToLatest, migrations } from './migrate';
import { RELEASE_LAST_MIGRATION } from './releases';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const TABLES = ['accounts', 'users', 'businesses', 'jobs', 'job_applications', 'ratings', 'outbox'] as const;

describe.each(Object.entries(RELEASE_LAST_MIGRATION))(
  `upgrading the database of release %s to this one on ${process.env.TEST_POSTGRES_URL ? 'PostgreSQL' : 'SQLite'}`,
  (_release, lastMigration) => {
    it('keeps every row, adds what is new, and a server starts on it and signs a demo worker in', async () => {
      expect(Object.keys(migrations('.'))).toContain(lastMigration);
      const place = await createTestPlace();
      cleanups.push(() => place.remove());
      const { config } = place;

      // the release's database, with its data: the demo marketplace and a mail still waiting
      const old = createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
      await migrateToLatest(old.db, config.dataDir, lastMigration);
      await seedDemoData(old.db, silentLog, { withEngagements: false });
      await sql`insert into outbox (recipient, subject, "textBody", "htmlBody", "createdAt", "nextAttemptAt")
        values ('jana@jobbel.be', 'Oud', 'Nog te versturen', '', 1, 1)`.execute(old.db);
      const countsBefore: Record<string, number> = {};
      for (const table of TABLES)
        countsBefore[table] = Number(
          (
            await old.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      await old.db.destroy();

      // the upgrade as docs/operations.md says: migrate, then start (the server migrates at start)
      const { app } = await buildTestAppOn(config);
      cleanups.push(() => app.close());
      for (const table of TABLES) {
        const { n } = await app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(n), table).toBe(countsBefore[table]);
      }
      const waiting = await app.db
        .selectFrom('outbox')
        .select(['subject', 'requestID'])
        .executeTakeFirstOrThrow();
      expect(waiting).toEqual({ subject: 'Oud', requestID: null });
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'jana@jobbel.be', password: 'Jobbel2026' },
      });
      expect(signIn.statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    });
  },
);
