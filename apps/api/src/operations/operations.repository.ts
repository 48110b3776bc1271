// What backup, restore and key rotation read and write in the database.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database';

type Db = Kysely<Database> | Transaction<Database>;

/** Every national register number stored, encrypted under the field key. */
export function listEncryptedNationalRegisterNumbers(db: Db) {
  return db
    .selectFrom('users')
    .select(['userID', 'userNationalRegisterNumberEncrypted'])
    .where('userNationalRegisterNumberEncrypted', 'is not', null)
    .execute();
}

export function setEncryptedNationalRegisterNumber(db: Db, userID: number, encrypted: string) {
  return db
    .updateTable('users')
    .set({ userNationalRegisterNumberEncrypted: encrypted })
    .where('userID', '=', userID)
    .execute();
}

/** The server keys stored encrypted under the field key (the key check and the VAPID pair). */
export function listEncryptedServerKeys(db: Db, keyNames: string[]) {
  return db
    .selectFrom('server_keys')
    .select(['keyName', 'keyValue'])
    .where('keyName', 'in', keyNames)
    .execute();
}

export function setServerKey(db: Db, keyName: string, keyValue: string) {
  return db.updateTable('server_keys').set({ keyValue }).where('keyName', '=', keyName).execute();
}

/** Digests of mailed codes keyed by the field key: after a new key none of them matches again. */
export function deleteEmailCodes(db: Db) {
  return db.deleteFrom('email_codes').execute();
}

/** How many accounts and jobs a database holds: what a restore reports. */
export async function countAccountsAndJobs(db: Db): Promise<{ accounts: number; jobs: number }> {
  const count = (table: 'accounts' | 'jobs') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst()
      .then((row) => Number(row?.n ?? 0));
  return { accounts: await count('accounts'), jobs: await count('jobs') };
}
