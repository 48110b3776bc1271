import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { openStoredData } from '../composition/stored-data';
import { loadConfig } from '../config/env';
import { createDb } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';
import { deleteOnRequest, exportOnRequest } from '../modules/my-data/on-request';

const USAGE = `Usage:
  npm run my-data -- export --email person@example.be --out person.zip
  npm run my-data -- delete --email person@example.be`;

/**
 * For a person who asks by mail (docs/decisions/my-data.md): her data as the zip she would download,
 * or her account's deletion, due in 30 days as if she asked it in the app.
 */
async function onRequest() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, out: { type: 'string' } },
  });
  const [action] = positionals;
  if (!values.email || (action !== 'export' && action !== 'delete') || (action === 'export' && !values.out))
    throw new Error(USAGE);
  const config = loadConfig();
  const { db } = createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await migrateToLatest(db, config.dataDir);
    if (action === 'export') {
      const cipher = await openStoredData(db, config);
      await writeFile(values.out!, await exportOnRequest(db, cipher, values.email), { mode: 0o600 });
      console.log(`The data of ${values.email} is in ${values.out}`);
    } else {
      const { deletionDueDateTime } = await deleteOnRequest(db, values.email, config.PUBLIC_URL);
      console.log(
        `${values.email} will be deleted on ${deletionDueDateTime} (Brussels time) unless it signs in and cancels`,
      );
    }
  } finally {
    await db.destroy();
  }
}

onRequest().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
