import type { Kysely, Transaction } from 'kysely';
import type { Database, EmailCodePurpose } from '../../db/database';

type Db = Kysely<Database> | Transaction<Database>;

export function findLatestCode(db: Db, userID: number, purpose: EmailCodePurpose) {
  return db
    .selectFrom('email_codes')
    .selectAll()
    .where('userID', '=', userID)
    .where('purpose', '=', purpose)
    .orderBy('emailCodeID', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function closeOpenCodes(db: Db, userID: number, purpose: EmailCodePurpose, now: number) {
  return db
    .updateTable('email_codes')
    .set({ closedAt: now })
    .where('userID', '=', userID)
    .where('purpose', '=', purpose)
    .where('closedAt', 'is', null)
    .execute();
}

export function insertCode(
  db: Db,
  code: { userID: number; purpose: EmailCodePurpose; codeHash: string; sentAt: number; expiresAt: number },
) {
  return db
    .insertInto('email_codes')
    .values({ ...code, failedAttempts: 0 })
    .execute();
}

/** Counts a wrong try atomically, so parallel guesses cannot exceed the limit. */
export function recordFailedAttempt(db: Db, emailCodeID: number, maxTries: number, now: number) {
  return db
    .updateTable('email_codes')
    .set((eb) => ({
      failedAttempts: eb('failedAttempts', '+', 1),
      closedAt: eb
        .case()
        .when('failedAttempts', '>=', maxTries - 1)
        .then(now)
        .else(null)
        .end(),
    }))
    .where('emailCodeID', '=', emailCodeID)
    .where('closedAt', 'is', null)
    .execute();
}

/** Marks the code used; answers false when another request used or voided it first. */
export async function consumeCode(db: Db, emailCodeID: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('email_codes')
    .set({ closedAt: now })
    .where('emailCodeID', '=', emailCodeID)
    .where('closedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** When the most recent codes of this kind were sent, newest first. */
export async function recentCodeSendTimes(db: Db, userID: number, purpose: EmailCodePurpose, count: number) {
  const rows = await db
    .selectFrom('email_codes')
    .select('sentAt')
    .where('userID', '=', userID)
    .where('purpose', '=', purpose)
    .orderBy('sentAt', 'desc')
    .limit(count)
    .execute();
  return rows.map((row) => row.sentAt);
}
