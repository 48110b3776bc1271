import type { Kysely, Transaction } from 'kysely';
import type { Database, TokenKind } from '../../db/database';

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
  },
) {
  return db.insertInto('tokens').values(token).execute();
}

export function findTokenWithAccountType(db: Db, tokenHash: string) {
  return db
    .selectFrom('tokens')
    .innerJoin('accounts', 'accounts.accountID', 'tokens.accountID')
    .select([
      'tokens.tokenID',
      'tokens.tokenKind',
      'tokens.accountID',
      'tokens.userID',
      'tokens.revokedAt',
      'tokens.expiresAt',
      'accounts.accountType',
    ])
    .where('tokens.tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

export function revokeToken(db: Db, tokenID: number, now: number) {
  return db.updateTable('tokens').set({ revokedAt: now }).where('tokenID', '=', tokenID).execute();
}

export function revokeUserTokens(db: Db, userID: number, now: number, exceptTokenID?: number) {
  let query = db
    .updateTable('tokens')
    .set({ revokedAt: now })
    .where('userID', '=', userID)
    .where('revokedAt', 'is', null);
  if (exceptTokenID !== undefined) query = query.where('tokenID', '!=', exceptTokenID);
  return query.execute();
}
