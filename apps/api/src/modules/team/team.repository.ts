import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';

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

/** The team, most recently added first, with what a business sees of each member. */
export function listTeamMembers(db: Db, businessID: number) {
  return db
    .selectFrom('team_members')
    .innerJoin('users', 'users.userID', 'team_members.teamMemberUserID')
    .select([
      'users.userID',
      'users.userFirstName',
      'users.userLastName',
      'users.userAvatar',
      'team_members.teamMemberAddedDateTime',
    ])
    .where('team_members.teamMemberBusinessID', '=', businessID)
    .orderBy('team_members.teamMemberAddedDateTime', 'desc')
    .orderBy('users.userID', 'desc')
    .execute();
}
