import type { PushSubscriptionInput } from '@jobbel/shared/push/push.schemas';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A device that subscribes again keeps one row. It moves to another account only with the keys the
 * device holds (a phone now used by someone else); an endpoint alone does not take it over.
 * False when the endpoint stays with another account.
 */
export async function saveSubscription(
  db: Db,
  userID: number,
  input: PushSubscriptionInput,
  now: string,
): Promise<boolean> {
  const keys = { pushUserID: userID, pushP256dh: input.keys.p256dh, pushAuth: input.keys.auth };
  const saved = await db
    .insertInto('push_subscriptions')
    .values({ pushEndpoint: input.endpoint, pushCreatedDateTime: now, ...keys })
    .onConflict((conflict) =>
      conflict
        .column('pushEndpoint')
        .doUpdateSet(keys)
        .where((eb) =>
          eb.or([
            eb('push_subscriptions.pushUserID', '=', userID),
            eb.and([
              eb('push_subscriptions.pushP256dh', '=', input.keys.p256dh),
              eb('push_subscriptions.pushAuth', '=', input.keys.auth),
            ]),
          ]),
        ),
    )
    .executeTakeFirst();
  return Number(saved.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function countDevicesOf(db: Db, userID: number, exceptEndpoint: string): Promise<number> {
  const { devices } = await db
    .selectFrom('push_subscriptions')
    .select((eb) => eb.fn.countAll<number>().as('devices'))
    .where('pushUserID', '=', userID)
    .where('pushEndpoint', '!=', exceptEndpoint)
    .executeTakeFirstOrThrow();
  return Number(devices);
}

export async function deleteOwnSubscription(db: Db, userID: number, endpoint: string): Promise<number> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('pushUserID', '=', userID)
    .where('pushEndpoint', '=', endpoint)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The subscribed devices of each of these users, in the order they subscribed. */
export async function pushSubscriptionIDsOf(db: Db, userIDs: number[]): Promise<Map<number, number[]>> {
  const devices = new Map<number, number[]>();
  if (userIDs.length === 0) return devices;
  const rows = await db
    .selectFrom('push_subscriptions')
    .select(['pushUserID', 'pushSubscriptionID'])
    .where('pushUserID', 'in', [...new Set(userIDs)])
    .orderBy('pushSubscriptionID')
    .execute();
  for (const row of rows)
    devices.set(row.pushUserID, [...(devices.get(row.pushUserID) ?? []), row.pushSubscriptionID]);
  return devices;
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
