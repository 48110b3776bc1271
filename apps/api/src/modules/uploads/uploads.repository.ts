import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { NewImage } from './uploaded-image';

type Db = Kysely<Database> | Transaction<Database>;

/** The same picture uploaded again by its owner has the same name: it is stored once. */
export function recordStoredFile(db: Db, image: NewImage, ownerAccountID: number, createdAt: number) {
  const { url, content, contentHash } = image;
  return db
    .insertInto('stored_files')
    .values({ url, ownerAccountID, createdAt, content, contentHash })
    .onConflict((conflict) => conflict.column('url').doNothing())
    .execute();
}

export function findStoredContent(db: Db, url: string) {
  return db
    .selectFrom('stored_files')
    .select(['content', 'contentHash'])
    .where('url', '=', url)
    .where('content', 'is not', null)
    .executeTakeFirst() as Promise<{ content: Buffer; contentHash: string } | undefined>;
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
