import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { onTestFinished } from 'vitest';
import { createDb } from '../db/create-db';
import { migrations } from '../db/migrate';
import { createPostgresDatabase } from './build-test-app';

/**
 * A database of its own for a migration's test, on PostgreSQL when the run has one, migrated up to
 * `lastMigration`; dropped with its data folder when the test is over.
 */
export async function databaseMigratedTo(lastMigration: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobbel-migration-'));
  const postgres = process.env.TEST_POSTGRES_URL
    ? await createPostgresDatabase(process.env.TEST_POSTGRES_URL)
    : null;
  const { db } = createDb({ databaseUrl: postgres?.url, dataDir });
  const remove = async () => {
    await db.destroy();
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(dataDir) } });
  const { error } = await migrator.migrateTo(lastMigration);
  onTestFinished(remove);
  if (error) throw error;
  return { db, dataDir };
}

/** A logger that writes nothing, for seeding a test's database. */
export const silentLog = { info() {}, warn() {}, error() {}, debug() {}, child: () => silentLog } as never;
