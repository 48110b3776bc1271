import { parseArgs } from 'node:util';
import { passwordSchema } from '@jobbel/shared/auth/password.schemas';
import { emailSchema } from '@jobbel/shared/auth/register.schemas';
import { loadConfig } from '../config/env';
import { createDb } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';
import { toBrusselsDateTime } from '../lib/clock';
import { hashPassword } from '../lib/passwords';
import { randomSecret, sha256 } from '../lib/secrets';

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
    await migrateToLatest(db);
    const address = email.data.toLowerCase();
    const username = `admin_${address.split('@')[0]!.replace(/\W/g, '_')}`.slice(0, 50);
    const passwordHash = await hashPassword(password.data);
    const stamp = toBrusselsDateTime(new Date());
    await db.transaction().execute(async (trx) => {
      const taken = await trx
        .selectFrom('users')
        .select('userID')
        .where('userEmail', '=', address)
        .executeTakeFirst();
      if (taken) throw new Error(`${address} is already registered`);
      const { accountID } = await trx
        .insertInto('accounts')
        .values({
          accountName: username,
          accountEmail: address,
          accountType: 'admin',
          oauthClientId: `jobbel_${randomSecret(12)}`,
          oauthClientSecretHash: sha256(randomSecret()),
          createdAt: stamp,
        })
        .returning('accountID')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('users')
        .values({
          userAccountID: accountID,
          userUsername: username,
          userFirstName: 'Admin',
          userLastName: 'Jobbel',
          userEmail: address,
          userPasswordHash: passwordHash,
          userPhoneNumber: null,
          userGsmNumber: null,
          userNationalRegisterNumberEncrypted: null,
          userDateOfBirth: null,
          userAddressStreet: null,
          userAddressNumber: null,
          userAddressZipCode: null,
          userAddressCity: null,
          userAddressCountry: 'BE',
          userBio: null,
          userAvatar: null,
          avatarVersion: 0,
          emailConfirmedAt: stamp,
          registrationComplete: 1,
          createdAt: stamp,
        })
        .execute();
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
