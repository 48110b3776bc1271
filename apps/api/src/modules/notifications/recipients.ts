import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { languageOf } from '../../lib/i18n';
import { findAccountById } from '../accounts/accounts.repository';
import { findUserByAccountId, findUsersByIds } from '../users/users.repository';
import type { Recipient } from './notification-event';

/** A worker as news reaches them: their settings, mail address and first name. */
export async function workerRecipient(db: Kysely<Database>, userID: number): Promise<Recipient> {
  return (await workerRecipients(db, [userID])).get(userID)!;
}

/** Several workers as news reaches them, read in one query. */
export async function workerRecipients(
  db: Kysely<Database>,
  userIDs: number[],
): Promise<Map<number, Recipient>> {
  const workers = new Map((await findUsersByIds(db, userIDs)).map((worker) => [worker.userID, worker]));
  return new Map(
    userIDs.map((userID) => {
      const worker = workers.get(userID);
      return [
        userID,
        {
          userID,
          email: worker?.userEmail ?? '',
          name: worker?.userFirstName ?? '',
          language: languageOf(worker),
        },
      ];
    }),
  );
}

/**
 * A business as news reaches it: the settings of its account's user, the account's mail address and
 * the business name. Null for a business whose account has no user (nobody to tell).
 */
export async function businessRecipient(
  db: Kysely<Database>,
  business: { businessAccountID: number; businessName: string },
): Promise<Recipient | null> {
  const [user, account] = await Promise.all([
    findUserByAccountId(db, business.businessAccountID),
    findAccountById(db, business.businessAccountID),
  ]);
  return user
    ? {
        userID: user.userID,
        email: account?.accountEmail ?? '',
        name: business.businessName,
        language: languageOf(user),
      }
    : null;
}
