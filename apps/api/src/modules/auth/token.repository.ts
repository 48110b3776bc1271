import type { Kysely, Transaction } from 'kysely';
import type { Database, TokenKind } from '../../db/database';
import { endLoginSessions } from './login-session.repository';

type Db = Kysely<Database> | Transaction<Database>;

export function insertToken(
  db: Db,
  token: {
    tokenHash: string;
    tokenKind: TokenKind;
    accountID: number;
    userID: number | null;
    issuedAt: number;
    expiresAt: number;
    sessionID?: string;
  },
) {
  return db.insertInto('tokens').values(token).execute();
}

export function findTokenWithAccountType(db: Db, tokenHash: string) {
  return db
    .selectFrom('tokens')
    .innerJoin('accounts', 'accounts.accountID', 'tokens.accountID')
    .leftJoin('users', 'users.userID', 'tokens.userID')
    .select([
      'tokens.tokenID',
      'tokens.tokenKind',
      'tokens.accountID',
      'tokens.userID',
      'tokens.revokedAt',
      'tokens.expiresAt',
      'tokens.sessionID',
      'accounts.accountType',
      'users.userLanguage',
    ])
    .where('tokens.tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

export function revokeToken(db: Db, tokenID: number, now: number) {
  return db.updateTable('tokens').set({ revokedAt: now }).where('tokenID', '=', tokenID).execute();
}

/** A password change or reset: every session and token of the user ends, except the one making the change. */
export async function revokeUserTokens(
  db: Db,
  userID: number,
  now: number,
  except?: { tokenID: number; sessionID: string | null },
) {
  let query = db
    .updateTable('tokens')
    .set({ revokedAt: now })
    .where('userID', '=', userID)
    .where('revokedAt', 'is', null);
  if (except) query = query.where('tokenID', '!=', except.tokenID);
  await query.execute();
  await endLoginSessions(db, { userID, exceptSessionID: except?.sessionID }, now);
}
