import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database, WorkExperiencesTable } from '../../db/database';

type Db = Kysely<Database> | Transaction<Database>;

export function listExperienceOf(db: Db, userID: number, page: { limit: number; offset: number }) {
  return db
    .selectFrom('work_experiences')
    .selectAll()
    .where('workExperienceUserID', '=', userID)
    .orderBy('workExperienceStartDate', 'desc')
    .orderBy('workExperienceID', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countExperienceOf(db: Db, userID: number) {
  const { total } = await db
    .selectFrom('work_experiences')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('workExperienceUserID', '=', userID)
    .executeTakeFirstOrThrow();
  return Number(total);
}

export function findExperience(db: Db, workExperienceID: number) {
  return db
    .selectFrom('work_experiences')
    .selectAll()
    .where('workExperienceID', '=', workExperienceID)
    .executeTakeFirst();
}

export async function insertExperience(db: Db, entry: Insertable<WorkExperiencesTable>) {
  const { workExperienceID } = await db
    .insertInto('work_experiences')
    .values(entry)
    .returning('workExperienceID')
    .executeTakeFirstOrThrow();
  return workExperienceID;
}

export function updateExperience(
  db: Db,
  workExperienceID: number,
  changes: Updateable<WorkExperiencesTable>,
) {
  return db
    .updateTable('work_experiences')
    .set(changes)
    .where('workExperienceID', '=', workExperienceID)
    .execute();
}

export function deleteExperience(db: Db, workExperienceID: number) {
  return db.deleteFrom('work_experiences').where('workExperienceID', '=', workExperienceID).execute();
}
