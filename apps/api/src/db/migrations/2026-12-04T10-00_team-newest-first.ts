import type { Kysely } from 'kysely';

/**
 * "Mijn team" is read a page at a time, most recently added first: this index gives a business's
 * members in that order, so a page reads its own rows however large the team has grown.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('team_members_newest_idx')
    .on('team_members')
    .columns(['teamMemberBusinessID', 'teamMemberAddedDateTime', 'teamMemberUserID'])
    .execute();
}
