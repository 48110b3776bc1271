import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';

type Db = Kysely<Database> | Transaction<Database>;

/** The stored settings of several users at once; a user who never saved any has no row. */
export function findSettingsRows(db: Db, userIDs: number[]) {
  if (userIDs.length === 0) return Promise.resolve([]);
  return db.selectFrom('user_settings').selectAll().where('userID', 'in', userIDs).execute();
}

export async function upsertSettingsRow(
  db: Db,
  row: { userID: number; notifications: string; privacy: string },
) {
  await db
    .insertInto('user_settings')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('userID').doUpdateSet({ notifications: row.notifications, privacy: row.privacy }),
    )
    .execute();
}
