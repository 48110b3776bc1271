import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database';

/** A value the server made for itself (migration 22), or undefined before it was stored. */
export async function findServerKey(
  db: Kysely<Database> | Transaction<Database>,
  keyName: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('server_keys')
    .select('keyValue')
    .where('keyName', '=', keyName)
    .executeTakeFirst();
  return row?.keyValue;
}

/**
 * The value stored under keyName; when there is none yet, `make()` is stored first. Instances starting
 * at once each try to store their own value: the first one wins, and all of them answer that one.
 */
export async function serverKeyOnce(
  db: Kysely<Database>,
  keyName: string,
  make: () => string,
): Promise<string> {
  const stored = await findServerKey(db, keyName);
  if (stored !== undefined) return stored;
  await db
    .insertInto('server_keys')
    .values({ keyName, keyValue: make() })
    .onConflict((conflict) => conflict.column('keyName').doNothing())
    .execute();
  return (await findServerKey(db, keyName))!;
}
