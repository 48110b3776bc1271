import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';

type Db = Kysely<Database> | Transaction<Database>;

export function listSkillsOf(db: Db, userID: number) {
  return db
    .selectFrom('user_skills')
    .selectAll()
    .where('userSkillUserID', '=', userID)
    .orderBy('userSkillID')
    .execute();
}

export function findSkill(db: Db, userSkillID: number) {
  return db.selectFrom('user_skills').selectAll().where('userSkillID', '=', userSkillID).executeTakeFirst();
}

export async function insertSkill(
  db: Db,
  skill: { userSkillUserID: number; userSkillName: string; userSkillLevel: string | null },
) {
  const { userSkillID } = await db
    .insertInto('user_skills')
    .values(skill)
    .returning('userSkillID')
    .executeTakeFirstOrThrow();
  return userSkillID;
}

export function updateSkill(
  db: Db,
  userSkillID: number,
  changes: { userSkillName: string; userSkillLevel: string | null },
) {
  return db.updateTable('user_skills').set(changes).where('userSkillID', '=', userSkillID).execute();
}

export function deleteSkill(db: Db, userSkillID: number) {
  return db.deleteFrom('user_skills').where('userSkillID', '=', userSkillID).execute();
}

/** Skill names of several users at once, for the applicants dialog. */
export function skillNamesOf(db: Db, userIDs: number[]) {
  if (userIDs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('user_skills')
    .select(['userSkillUserID', 'userSkillName'])
    .where('userSkillUserID', 'in', userIDs)
    .execute();
}
