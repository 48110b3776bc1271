import type { Insertable, Kysely, Transaction } from 'kysely';
import type { AccountsTable, Database } from '../../db/database';

type Db = Kysely<Database> | Transaction<Database>;

export function findAccountById(db: Db, accountID: number) {
  return db.selectFrom('accounts').selectAll().where('accountID', '=', accountID).executeTakeFirst();
}

export function findAccountByClientId(db: Db, clientId: string) {
  return db.selectFrom('accounts').selectAll().where('oauthClientId', '=', clientId).executeTakeFirst();
}

/** Accounts holding this email or this name, with whether a user was registered on them. */
export function findAccountsByEmailOrName(db: Db, email: string, name: string) {
  return db
    .selectFrom('accounts')
    .leftJoin('users', 'users.userAccountID', 'accounts.accountID')
    .select([
      'accounts.accountID',
      'accounts.accountEmail',
      'accounts.accountName',
      'accounts.createdAt as accountCreatedAt',
      'users.userID',
      'users.emailConfirmedAt',
      'users.createdAt as userCreatedAt',
    ])
    .where((eb) => eb.or([eb('accounts.accountEmail', '=', email), eb('accounts.accountName', '=', name)]))
    .execute();
}

export async function insertAccount(db: Db, account: Insertable<AccountsTable>) {
  const { accountID } = await db
    .insertInto('accounts')
    .values(account)
    .returning('accountID')
    .executeTakeFirstOrThrow();
  return accountID;
}

export function findAccountIdByName(db: Db, accountName: string) {
  return db
    .selectFrom('accounts')
    .select('accountID')
    .where('accountName', '=', accountName)
    .executeTakeFirst();
}

export function updateAccountName(db: Db, accountID: number, accountName: string) {
  return db.updateTable('accounts').set({ accountName }).where('accountID', '=', accountID).execute();
}

export function deleteAccounts(db: Db, accountIDs: number[]) {
  return db.deleteFrom('accounts').where('accountID', 'in', accountIDs).execute();
}

export function listAccounts(db: Db, page: { limit: number; offset: number }) {
  return db
    .selectFrom('accounts')
    .selectAll()
    .orderBy('accountID')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countAccounts(db: Db) {
  const { total } = await db
    .selectFrom('accounts')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

export function updateAccountEmail(db: Db, accountID: number, accountEmail: string) {
  return db.updateTable('accounts').set({ accountEmail }).where('accountID', '=', accountID).execute();
}
