import { type Kysely, sql } from 'kysely';

/**
 * The administrators' accounts on their own: the admin lists' total of users counts every user by the
 * users' smallest index and takes the administrators away, found here, instead of joining every user to
 * her account (docs/decisions/national-scale.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('accounts_admin_idx')
    .on('accounts')
    .column('accountID')
    .where(sql.ref('accountType'), '=', sql.lit('admin'))
    .execute();
}
