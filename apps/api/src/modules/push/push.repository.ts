import type { PushSubscriptionInput } from '@jobbel/shared/push/push.schemas';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';

type Db = Kysely<Database> | Transaction<Database>;

/** A device that subscribes again, or is now used by someone else, keeps one row: the latest user's. */
export async function saveSubscription(db: Db, userID: number, input: PushSubscriptionInput, now: string) {
  const keys = { pushUserID: userID, pushP256dh: input.keys.p256dh, pushAuth: input.keys.auth };
  await db
    .insertInto('push_subscriptions')
    .values({ pushEndpoint: input.endpoint, pushCreatedDateTime: now, ...keys })
    .onConflict((conflict) => conflict.column('pushEndpoint').doUpdateSet(keys))
    .execute();
}

export async function deleteOwnSubscription(db: Db, userID: number, endpoint: string): Promise<number> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('pushUserID', '=', userID)
    .where('pushEndpoint', '=', endpoint)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function pushSubscriptionIDsOf(db: Db, userID: number): Promise<number[]> {
  const rows = await db
    .selectFrom('push_subscriptions')
    .select('pushSubscriptionID')
    .where('pushUserID', '=', userID)
    .execute();
  return rows.map((row) => row.pushSubscriptionID);
}

export function findSubscription(db: Db, pushSubscriptionID: number) {
  return db
    .selectFrom('push_subscriptions')
    .selectAll()
    .where('pushSubscriptionID', '=', pushSubscriptionID)
    .executeTakeFirst();
}

/** The push service said the subscription is gone (404/410): the browser unsubscribed. */
export async function forgetSubscription(db: Db, pushSubscriptionID: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('pushSubscriptionID', '=', pushSubscriptionID).execute();
}
