import type { Kysely } from 'kysely';

/** Book again: the workers a business keeps in its team ("Mijn team") to invite to new jobs. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('team_members')
    .addColumn('teamMemberBusinessID', 'integer', (col) =>
      col.notNull().references('businesses.businessID').onDelete('cascade'),
    )
    .addColumn('teamMemberUserID', 'integer', (col) =>
      col.notNull().references('users.userID').onDelete('cascade'),
    )
    .addColumn('teamMemberAddedDateTime', 'varchar(19)', (col) => col.notNull())
    .addPrimaryKeyConstraint('team_members_pk', ['teamMemberBusinessID', 'teamMemberUserID'])
    .execute();
}
