import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';

type Db = Kysely<Database> | Transaction<Database>;

export function recordStoredFile(db: Db, url: string, ownerAccountID: number, createdAt: number) {
  return db.insertInto('stored_files').values({ url, ownerAccountID, createdAt }).execute();
}

export async function ownerOfStoredFile(db: Db, url: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('stored_files')
    .select('ownerAccountID')
    .where('url', '=', url)
    .executeTakeFirst();
  return row?.ownerAccountID;
}

/** Forgets the file when it belongs to that account; answers whether it did. */
export async function forgetStoredFile(db: Db, url: string, ownerAccountID: number): Promise<boolean> {
  const result = await db
    .deleteFrom('stored_files')
    .where('url', '=', url)
    .where('ownerAccountID', '=', ownerAccountID)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
