import type { Account, AccountCreated } from '@jobbel/shared/accounts/account.schemas';
import {
  ACCOUNT_WITHOUT_USER_LIFETIME_MINUTES,
  UNVERIFIED_REGISTRATION_LIFETIME_HOURS,
} from '@jobbel/shared/auth/auth.constants';
import type { AccountCreatePayload, AccountUpdatePayload } from '@jobbel/shared/auth/register.schemas';
import type { Kysely } from 'kysely';
import type { AccountRow, Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { brusselsNow, sharedNowMs, toBrusselsDateTime } from '../../lib/clock';
import { conflict, notFound } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import { can, ensure } from '../../lib/policy';
import { randomSecret, sha256 } from '../../lib/secrets';
import { findUserByEmail, renameUserOfAccount } from '../users/users.repository';
import {
  countAccounts,
  deleteAccounts,
  findAccountById,
  findAccountsByEmailOrName,
  insertAccount,
  listAccounts,
  updateAccountName,
} from './accounts.repository';

export const accountEmailExists = () => t('api.accounts.emailExists');
export const accountNameExists = () => t('api.accounts.nameExists');

export function toAccountDto(row: AccountRow): Account {
  return {
    accountID: row.accountID,
    accountName: row.accountName,
    accountType: row.accountType,
    accountEmail: row.accountEmail,
  };
}

const before = (ms: number) => toBrusselsDateTime(new Date(sharedNowMs() - ms));

/**
 * An abandoned registration: an account that got no user within ACCOUNT_WITHOUT_USER_LIFETIME_MINUTES,
 * or a user who never verified the email within UNVERIFIED_REGISTRATION_LIFETIME_HOURS. Someone who
 * typed another person's email can neither hold it hostage for longer than that, nor void the other
 * person's registration while it is in progress.
 */
function isAbandoned(holder: {
  accountCreatedAt: string;
  userID: number | null;
  emailConfirmedAt: string | null;
  userCreatedAt: string | null;
}) {
  if (holder.userID === null)
    return holder.accountCreatedAt < before(ACCOUNT_WITHOUT_USER_LIFETIME_MINUTES * 60_000);
  return (
    holder.emailConfirmedAt === null &&
    holder.userCreatedAt !== null &&
    holder.userCreatedAt < before(UNVERIFIED_REGISTRATION_LIFETIME_HOURS * 3600_000)
  );
}

/** Step 1 of the registration chain (spec 000 §4); abandoned registrations are replaced, never inherited. */
export async function createAccount(
  db: Kysely<Database>,
  payload: AccountCreatePayload,
): Promise<AccountCreated> {
  const email = payload.accountEmail.toLowerCase();
  const name = payload.accountName;
  const clientSecret = randomSecret();
  const created = await db.transaction().execute(async (trx) => {
    const holders = await findAccountsByEmailOrName(trx, email, name);
    const registered = holders.filter((holder) => !isAbandoned(holder));
    if (registered.some((holder) => holder.accountEmail === email))
      throw conflict(accountEmailExists(), 'account_exists');
    if (registered.some((holder) => holder.accountName === name))
      throw conflict(accountNameExists(), 'account_exists');
    if (holders.length > 0)
      await deleteAccounts(
        trx,
        holders.map((holder) => holder.accountID),
      );
    if (await findUserByEmail(trx, email)) throw conflict(accountEmailExists(), 'account_exists');

    const clientId = `jobbel_${randomSecret(12)}`;
    const accountID = await insertAccount(trx, {
      accountName: name,
      accountEmail: email,
      accountType: payload.accountType ?? 'user',
      oauthClientId: clientId,
      oauthClientSecretHash: sha256(clientSecret),
      createdAt: brusselsNow(),
    });
    const account = toAccountDto((await findAccountById(trx, accountID))!);
    return { ...account, account, oauth_client: { client_id: clientId, client_secret: clientSecret } };
  });
  return created;
}

const ensureMayManage = (auth: AuthContext, accountID: number) =>
  ensure(can.manageAccount(auth, accountID), t('api.accounts.youMayOnlyManageYour'));

export async function getAccount(
  db: Kysely<Database>,
  auth: AuthContext,
  accountID: number,
): Promise<Account> {
  ensureMayManage(auth, accountID);
  const row = await findAccountById(db, accountID);
  if (!row) throw notFound(t('api.accounts.accountNotFound'));
  return toAccountDto(row);
}

/** Without an id: an administrator gets every account, paged; anyone else their own. */
export async function accountsVisibleTo(
  db: Kysely<Database>,
  auth: AuthContext,
  page: { limit: number; offset: number },
) {
  return can.administer(auth) ? listAllAccounts(db, page) : getAccount(db, auth, auth.accountID);
}

async function listAllAccounts(db: Kysely<Database>, page: { limit: number; offset: number }) {
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
  ensureMayManage(auth, accountID);
  return db.transaction().execute(async (trx) => {
    const account = await findAccountById(trx, accountID);
    if (!account) throw notFound(t('api.accounts.accountNotFound'));
    if (payload.accountName !== account.accountName) {
      const taken = await findAccountsByEmailOrName(trx, '', payload.accountName);
      if (taken.length > 0) throw conflict(accountNameExists(), 'account_exists');
      await updateAccountName(trx, accountID, payload.accountName);
      await renameUserOfAccount(trx, accountID, payload.accountName);
    }
    return toAccountDto((await findAccountById(trx, accountID))!);
  });
}

/** Deleting an account removes its user, tokens, codes and business with it (foreign keys cascade). */
export async function deleteAccount(
  db: Kysely<Database>,
  auth: AuthContext,
  accountID: number,
): Promise<void> {
  ensureMayManage(auth, accountID);
  const account = await findAccountById(db, accountID);
  if (!account) throw notFound(t('api.accounts.accountNotFound'));
  await deleteAccounts(db, [accountID]);
}
