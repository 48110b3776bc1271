import type { Account, AccountCreated } from '@jobbel/shared/accounts/account.schemas';
import { UNVERIFIED_REGISTRATION_LIFETIME_HOURS } from '@jobbel/shared/auth/auth.constants';
import type { AccountCreatePayload, AccountUpdatePayload } from '@jobbel/shared/auth/register.schemas';
import type { Kysely } from 'kysely';
import type { AccountRow, Database } from '../../db/database';
import { toBrusselsDateTime } from '../../lib/clock';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { randomSecret, sha256 } from '../../lib/secrets';
import { type AppCaches, forgetRemovedAccounts } from '../../plugins/caches';
import type { AuthContext } from '../auth/token.service';
import {
  countAccounts,
  deleteAccounts,
  findAccountById,
  findAccountsByEmailOrName,
  insertAccount,
  listAccounts,
  updateAccountName,
} from './accounts.repository';

export const ACCOUNT_EMAIL_EXISTS = 'account email exists';
export const ACCOUNT_NAME_EXISTS = 'account name exists';

export function toAccountDto(row: AccountRow): Account {
  return {
    accountID: row.accountID,
    accountName: row.accountName,
    accountType: row.accountType,
    accountEmail: row.accountEmail,
  };
}

/**
 * An abandoned registration: an account that never got a user, or a user who never verified the
 * email within UNVERIFIED_REGISTRATION_LIFETIME_HOURS. Someone who typed another person's email
 * cannot hold it hostage for longer than that.
 */
function isAbandoned(holder: {
  userID: number | null;
  emailConfirmedAt: string | null;
  userCreatedAt: string | null;
}) {
  if (holder.userID === null) return true;
  const expiredBefore = toBrusselsDateTime(
    new Date(Date.now() - UNVERIFIED_REGISTRATION_LIFETIME_HOURS * 3600_000),
  );
  return (
    holder.emailConfirmedAt === null && holder.userCreatedAt !== null && holder.userCreatedAt < expiredBefore
  );
}

/** Step 1 of the registration chain (spec 000 §4); abandoned registrations are replaced, never inherited. */
export async function createAccount(
  db: Kysely<Database>,
  caches: AppCaches,
  payload: AccountCreatePayload,
): Promise<AccountCreated> {
  const email = payload.accountEmail.toLowerCase();
  const name = payload.accountName;
  const clientSecret = randomSecret();
  const created = await db.transaction().execute(async (trx) => {
    const holders = await findAccountsByEmailOrName(trx, email, name);
    const registered = holders.filter((holder) => !isAbandoned(holder));
    if (registered.some((holder) => holder.accountEmail === email))
      throw conflict(ACCOUNT_EMAIL_EXISTS, 'account_exists');
    if (registered.some((holder) => holder.accountName === name))
      throw conflict(ACCOUNT_NAME_EXISTS, 'account_exists');
    if (holders.length > 0)
      await deleteAccounts(
        trx,
        holders.map((holder) => holder.accountID),
      );
    const userWithEmail = await trx
      .selectFrom('users')
      .select('userID')
      .where('userEmail', '=', email)
      .executeTakeFirst();
    if (userWithEmail) throw conflict(ACCOUNT_EMAIL_EXISTS, 'account_exists');

    const clientId = `jobbel_${randomSecret(12)}`;
    const accountID = await insertAccount(trx, {
      accountName: name,
      accountEmail: email,
      accountType: payload.accountType ?? 'user',
      oauthClientId: clientId,
      oauthClientSecretHash: sha256(clientSecret),
      createdAt: toBrusselsDateTime(new Date()),
    });
    const account = toAccountDto((await findAccountById(trx, accountID))!);
    return { ...account, account, oauth_client: { client_id: clientId, client_secret: clientSecret } };
  });
  forgetRemovedAccounts(caches);
  return created;
}

export function assertSelfOrAdmin(auth: AuthContext, accountID: number): void {
  if (auth.accountType !== 'admin' && auth.accountID !== accountID) {
    throw forbidden('You may only manage your own account.');
  }
}

export async function getAccount(
  db: Kysely<Database>,
  auth: AuthContext,
  accountID: number,
): Promise<Account> {
  assertSelfOrAdmin(auth, accountID);
  const row = await findAccountById(db, accountID);
  if (!row) throw notFound('Account not found');
  return toAccountDto(row);
}

export async function listAllAccounts(db: Kysely<Database>, page: { limit: number; offset: number }) {
  const [rows, total] = await Promise.all([listAccounts(db, page), countAccounts(db)]);
  return { data: rows.map(toAccountDto), count: rows.length, total };
}

/** The account name is the username (spec 000 §3), so both change together. */
export async function renameAccount(
  db: Kysely<Database>,
  auth: AuthContext,
  accountID: number,
  payload: AccountUpdatePayload,
): Promise<Account> {
  assertSelfOrAdmin(auth, accountID);
  return db.transaction().execute(async (trx) => {
    const account = await findAccountById(trx, accountID);
    if (!account) throw notFound('Account not found');
    if (payload.accountName !== account.accountName) {
      const taken = await findAccountsByEmailOrName(trx, '', payload.accountName);
      if (taken.length > 0) throw conflict(ACCOUNT_NAME_EXISTS, 'account_exists');
      await updateAccountName(trx, accountID, payload.accountName);
      await trx
        .updateTable('users')
        .set({ userUsername: payload.accountName })
        .where('userAccountID', '=', accountID)
        .execute();
    }
    return toAccountDto((await findAccountById(trx, accountID))!);
  });
}

/** Deleting an account removes its user, tokens, codes and business with it (foreign keys cascade). */
export async function deleteAccount(
  db: Kysely<Database>,
  caches: AppCaches,
  auth: AuthContext,
  accountID: number,
): Promise<void> {
  assertSelfOrAdmin(auth, accountID);
  const account = await findAccountById(db, accountID);
  if (!account) throw notFound('Account not found');
  await deleteAccounts(db, [accountID]);
  forgetRemovedAccounts(caches);
}
