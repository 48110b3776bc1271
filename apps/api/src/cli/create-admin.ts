import { parseArgs } from 'node:util';
import { emailSchema } from '@jobbel/shared/auth/email.schemas';
import { passwordSchema } from '@jobbel/shared/auth/password.schemas';
import { loadConfig } from '../config/env';
import { createDb } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';
import { hashPassword } from '../lib/passwords';
import { insertConfirmedPerson } from '../modules/users/confirmed-person';
import { findUserByEmail } from '../modules/users/users.repository';

/** npm run admin:create -- --email E --password P: an admin account with a confirmed email. */
async function createAdmin() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
  const email = emailSchema.safeParse(values.email ?? '');
  const password = passwordSchema.safeParse(values.password ?? '');
  if (!email.success || !password.success) {
    const problem = !email.success
      ? `--email: ${email.error.issues[0]?.message}`
      : `--password: ${password.error?.issues[0]?.message}`;
    throw new Error(
      `${problem}\nUsage: npm run admin:create -- --email admin@example.be --password Sterk2026`,
    );
  }
  const config = loadConfig();
  const { db } = createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await migrateToLatest(db, config.dataDir);
    const address = email.data.toLowerCase();
    const username = `admin_${address.split('@')[0]!.replace(/\W/g, '_')}`.slice(0, 50);
    const passwordHash = await hashPassword(password.data);
    await db.transaction().execute(async (trx) => {
      const taken = await findUserByEmail(trx, address);
      if (taken) throw new Error(`${address} is already registered`);
      await insertConfirmedPerson(trx, {
        username,
        email: address,
        accountType: 'admin',
        firstName: 'Admin',
        lastName: 'Jobbel',
        passwordHash,
      });
    });
    console.log(`Admin ${address} created; sign in at ${config.PUBLIC_URL}/login`);
  } finally {
    await db.destroy();
  }
}

createAdmin().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
