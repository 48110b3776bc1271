import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';

type Db = Kysely<Database> | Transaction<Database>;

export function insertLoginSession(
  db: Db,
  session: { sessionID: string; userID: number; createdAt: number },
) {
  return db.insertInto('login_sessions').values(session).execute();
}

export function insertRefreshToken(
  db: Db,
  refresh: { refreshTokenHash: string; sessionID: string; expiresAt: number },
) {
  return db.insertInto('refresh_tokens').values(refresh).execute();
}

/** A refresh token with its session and the account it signs in to. */
export function findRefreshToken(db: Db, refreshTokenHash: string) {
  return db
    .selectFrom('refresh_tokens')
    .innerJoin('login_sessions', 'login_sessions.sessionID', 'refresh_tokens.sessionID')
    .innerJoin('users', 'users.userID', 'login_sessions.userID')
    .select([
      'refresh_tokens.sessionID',
      'refresh_tokens.expiresAt',
      'refresh_tokens.usedAt',
      'login_sessions.endedAt',
      'users.userID',
      'users.userAccountID',
    ])
    .where('refresh_tokens.refreshTokenHash', '=', refreshTokenHash)
    .executeTakeFirst();
}

/** Marks the refresh token used, if nobody did before: of two parallel uses, exactly one wins. */
export async function claimRefreshToken(db: Db, refreshTokenHash: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ usedAt: now })
    .where('refreshTokenHash', '=', refreshTokenHash)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Ends sessions and revokes their access tokens; the refresh tokens die with the session. */
export async function endLoginSessions(
  db: Db,
  which: { sessionID: string } | { userID: number; exceptSessionID?: string | null },
  now: number,
): Promise<void> {
  let sessions = db.updateTable('login_sessions').set({ endedAt: now }).where('endedAt', 'is', null);
  if ('sessionID' in which) sessions = sessions.where('sessionID', '=', which.sessionID);
  else {
    sessions = sessions.where('userID', '=', which.userID);
    if (which.exceptSessionID) sessions = sessions.where('sessionID', '!=', which.exceptSessionID);
  }
  const ended = await sessions.returning('sessionID').execute();
  if (ended.length === 0) return;
  await db
    .updateTable('tokens')
    .set({ revokedAt: now })
    .where(
      'sessionID',
      'in',
      ended.map((session) => session.sessionID),
    )
    .where('revokedAt', 'is', null)
    .execute();
}
