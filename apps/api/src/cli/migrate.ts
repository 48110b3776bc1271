import { loadConfig } from '../config/env';
import { createDb } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';

/** npm run migrate: brings the database up to date and exits, before several instances are started. */
async function migrate() {
  const config = loadConfig();
  const { db } = createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await migrateToLatest(db, config.dataDir);
    console.log('The database is up to date.');
  } finally {
    await db.destroy();
  }
}

migrate().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
