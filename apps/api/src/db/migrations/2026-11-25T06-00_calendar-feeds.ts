import type { Kysely } from 'kysely';

/**
 * A calendar app subscribes to an account's shifts by a secret link. One link per account; the
 * table holds its SHA-256, so the link itself is shown once, when it is made.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('calendarFeedAccountID', 'integer', (col) =>
      col.primaryKey().references('accounts.accountID').onDelete('cascade'),
    )
    .addColumn('calendarFeedTokenHash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('calendarFeedCreatedDateTime', 'varchar(19)', (col) => col.notNull())
    .execute();
}
