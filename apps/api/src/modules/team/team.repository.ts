import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { afterMoment, type MomentCursor } from '../../lib/moment-cursor';

type Db = Kysely<Database> | Transaction<Database>;

/** Adding twice keeps the first date: the second add does nothing. */
export function insertTeamMember(db: Db, businessID: number, userID: number, now: string) {
  return db
    .insertInto('team_members')
    .values({ teamMemberBusinessID: businessID, teamMemberUserID: userID, teamMemberAddedDateTime: now })
    .onConflict((conflict) => conflict.columns(['teamMemberBusinessID', 'teamMemberUserID']).doNothing())
    .execute();
}

export function deleteTeamMember(db: Db, businessID: number, userID: number) {
  return db
    .deleteFrom('team_members')
    .where('teamMemberBusinessID', '=', businessID)
    .where('teamMemberUserID', '=', userID)
    .execute();
}

/**
 * A page of the team, most recently added first, after `after`, with what a business sees of each
 * member: read through the team's index by date (team_members_newest_idx), however large the team.
 */
export function listTeamMembers(db: Db, businessID: number, page: { after?: MomentCursor; limit: number }) {
  let query = db
    .selectFrom('team_members')
    .innerJoin('users', 'users.userID', 'team_members.teamMemberUserID')
    .select([
      'users.userID',
      'users.userFirstName',
      'users.userLastName',
      'users.userAvatar',
      'team_members.teamMemberAddedDateTime',
    ])
    .where('team_members.teamMemberBusinessID', '=', businessID);
  if (page.after) {
    const after = page.after;
    query = query.where((eb) =>
      afterMoment(eb, 'team_members.teamMemberAddedDateTime', 'team_members.teamMemberUserID', after),
    );
  }
  return query
    .orderBy('team_members.teamMemberAddedDateTime', 'desc')
    .orderBy('team_members.teamMemberUserID', 'desc')
    .limit(page.limit)
    .execute();
}

export async function countTeamMembers(db: Db, businessID: number) {
  const { count } = await db
    .selectFrom('team_members')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('teamMemberBusinessID', '=', businessID)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Which of these workers are in the business's team. */
export async function teamMembersAmong(db: Db, businessID: number, userIDs: number[]) {
  if (userIDs.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom('team_members')
    .select('teamMemberUserID')
    .where('teamMemberBusinessID', '=', businessID)
    .where('teamMemberUserID', 'in', userIDs)
    .execute();
  return new Set(rows.map((row) => row.teamMemberUserID));
}
