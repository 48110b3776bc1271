import type { Kysely, Transaction } from 'kysely';
import type { Database, NewUser, UserUpdate } from '../../db/database';

type Db = Kysely<Database> | Transaction<Database>;

export function findUserById(db: Db, userID: number) {
  return db.selectFrom('users').selectAll().where('userID', '=', userID).executeTakeFirst();
}

/** Several users in one query; an id with no user is left out. */
export function findUsersByIds(db: Db, userIDs: number[]) {
  if (userIDs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .selectAll()
    .where('userID', 'in', [...new Set(userIDs)])
    .execute();
}

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where('userEmail', '=', email.toLowerCase()).executeTakeFirst();
}

export function findUserByAccountId(db: Db, accountID: number) {
  return db.selectFrom('users').selectAll().where('userAccountID', '=', accountID).executeTakeFirst();
}

export function findUserIdByUsername(db: Db, username: string) {
  return db.selectFrom('users').select('userID').where('userUsername', '=', username).executeTakeFirst();
}

/** One stored ciphertext, to prove at start that the configured key opens it. */
export async function findAnyEncryptedNationalRegisterNumber(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('userNationalRegisterNumberEncrypted')
    .where('userNationalRegisterNumberEncrypted', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row?.userNationalRegisterNumberEncrypted ?? undefined;
}

export async function insertUser(db: Db, user: NewUser) {
  const { userID } = await db.insertInto('users').values(user).returning('userID').executeTakeFirstOrThrow();
  return userID;
}

/** The username follows the account name (spec 000 §3). */
export function renameUserOfAccount(db: Db, accountID: number, username: string) {
  return db
    .updateTable('users')
    .set({ userUsername: username })
    .where('userAccountID', '=', accountID)
    .execute();
}

export function updateUser(db: Db, userID: number, changes: UserUpdate) {
  return db.updateTable('users').set(changes).where('userID', '=', userID).execute();
}

export function listUsers(db: Db, page: { limit: number; offset: number }) {
  return db.selectFrom('users').selectAll().orderBy('userID').limit(page.limit).offset(page.offset).execute();
}

export async function countUsers(db: Db) {
  const { total } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

/** What a business sees of the people who applied to its jobs, and whether each is in its team. */
export async function findApplicantsByIds(db: Db, userIDs: number[], businessID: number) {
  if (userIDs.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select((eb) => [
      'userID',
      'userFirstName',
      'userLastName',
      'userEmail',
      'userPhoneNumber',
      'userAvatar',
      'userBio',
      'userAddressCity',
      eb
        .exists(
          eb
            .selectFrom('team_members')
            .select('teamMemberUserID')
            .where('teamMemberBusinessID', '=', businessID)
            .whereRef('teamMemberUserID', '=', 'users.userID'),
        )
        .as('inTeam'),
    ])
    .where('userID', 'in', userIDs)
    .execute();
  // SQLite answers exists() with 0 or 1
  return rows.map(({ inTeam, ...applicant }) => ({ ...applicant, applicantInTeam: Boolean(inTeam) }));
}

/** Whether the worker ever applied to a job of the business this account owns (deleted jobs included). */
export async function appliedToBusinessOf(db: Db, userID: number, businessAccountID: number) {
  const row = await db
    .selectFrom('job_applications')
    .innerJoin('businesses', 'businesses.businessID', 'job_applications.jobSnapshotBusinessID')
    .select('job_applications.jobApplicationID')
    .where('job_applications.jobApplicationUserID', '=', userID)
    .where('businesses.businessAccountID', '=', businessAccountID)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A user's national register number as stored (encrypted), or undefined when she has not given it. */
export async function findNationalRegisterNumber(db: Db, userID: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('userNationalRegisterNumberEncrypted')
    .where('userID', '=', userID)
    .executeTakeFirst();
  return row?.userNationalRegisterNumberEncrypted ?? undefined;
}
