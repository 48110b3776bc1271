import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';

type Db = Kysely<Database> | Transaction<Database>;

export function findSettingsRow(db: Db, userID: number) {
  return db.selectFrom('user_settings').selectAll().where('userID', '=', userID).executeTakeFirst();
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
