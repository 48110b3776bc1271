import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';

type Db = Kysely<Database> | Transaction<Database>;

/** A new link replaces the account's old one: one statement, so two at once leave exactly one. */
export async function saveFeed(db: Db, accountID: number, tokenHash: string, now: string) {
  const values = { calendarFeedTokenHash: tokenHash, calendarFeedCreatedDateTime: now };
  await db
    .insertInto('calendar_feeds')
    .values({ calendarFeedAccountID: accountID, ...values })
    .onConflict((conflict) => conflict.column('calendarFeedAccountID').doUpdateSet(values))
    .execute();
}

export async function deleteFeed(db: Db, accountID: number) {
  await db.deleteFrom('calendar_feeds').where('calendarFeedAccountID', '=', accountID).execute();
}

export function findFeedOf(db: Db, accountID: number) {
  return db
    .selectFrom('calendar_feeds')
    .selectAll()
    .where('calendarFeedAccountID', '=', accountID)
    .executeTakeFirst();
}

/** The account a link belongs to, with its worker or business: whose shifts the feed holds. */
export function findFeedOwner(db: Db, tokenHash: string) {
  return db
    .selectFrom('calendar_feeds')
    .innerJoin('accounts', 'accounts.accountID', 'calendar_feeds.calendarFeedAccountID')
    .leftJoin('users', 'users.userAccountID', 'accounts.accountID')
    .leftJoin('businesses', 'businesses.businessAccountID', 'accounts.accountID')
    .select([
      'accounts.accountID',
      'accounts.accountType',
      'users.userID',
      'users.userLanguage',
      'businesses.businessID',
    ])
    .where('calendar_feeds.calendarFeedTokenHash', '=', tokenHash)
    .executeTakeFirst();
}
