import type { Kysely } from 'kysely';

/**
 * Keys the server generates for itself (the VAPID pair Web Push is signed with) live in the
 * database, encrypted with the field key, so every instance signs with the same pair.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('server_keys')
    .addColumn('keyName', 'varchar(50)', (col) => col.primaryKey())
    .addColumn('keyValue', 'text', (col) => col.notNull())
    .execute();
}
