import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

type Db = Kysely<Database>;
const LISTED = [
  'exportID',
  'exportAccountID',
  'exportState',
  'exportRequestedDateTime',
  'exportReadyDateTime',
  'exportExpiresDateTime',
  'exportBytes',
] as const;

export function insertExport(db: Db, accountID: number, at: string) {
  return db
    .insertInto('data_exports')
    .values({ exportAccountID: accountID, exportState: 'pending', exportRequestedDateTime: at })
    .returning(LISTED)
    .executeTakeFirstOrThrow();
}

/** An account's exports, newest first. */
export function exportsOf(db: Db, accountID: number) {
  return db
    .selectFrom('data_exports')
    .select(LISTED)
    .where('exportAccountID', '=', accountID)
    .orderBy('exportID', 'desc')
    .limit(10)
    .execute();
}

/** A ready export of the account, with its zip, while it has not expired. */
export function readyExport(db: Db, accountID: number, exportID: number, now: string) {
  return db
    .selectFrom('data_exports')
    .select(['exportID', 'exportZip', 'exportRequestedDateTime'])
    .where('exportID', '=', exportID)
    .where('exportAccountID', '=', accountID)
    .where('exportState', '=', 'ready')
    .where('exportExpiresDateTime', '>', now)
    .executeTakeFirst();
}

/** Exports waiting to be built, and those a pass took but left too long ago (it stopped). */
export function exportsToBuild(db: Db, staleBefore: string) {
  return db
    .selectFrom('data_exports')
    .select(['exportID', 'exportAccountID'])
    .where((eb) =>
      eb.or([
        eb('exportState', '=', 'pending'),
        eb.and([eb('exportState', '=', 'building'), eb('exportClaimedDateTime', '<', staleBefore)]),
      ]),
    )
    .orderBy('exportID')
    .limit(20)
    .execute();
}

/** Takes an export to build; false when another pass took it first. */
export async function claimExport(db: Db, exportID: number, at: string, staleBefore: string) {
  const claimed = await db
    .updateTable('data_exports')
    .set({ exportState: 'building', exportClaimedDateTime: at })
    .where('exportID', '=', exportID)
    .where((eb) =>
      eb.or([
        eb('exportState', '=', 'pending'),
        eb.and([eb('exportState', '=', 'building'), eb('exportClaimedDateTime', '<', staleBefore)]),
      ]),
    )
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export function finishExport(db: Db, exportID: number, zip: Buffer, at: string, expires: string) {
  return db
    .updateTable('data_exports')
    .set({
      exportState: 'ready',
      exportZip: zip,
      exportBytes: zip.length,
      exportReadyDateTime: at,
      exportExpiresDateTime: expires,
    })
    .where('exportID', '=', exportID)
    .execute();
}

export function failExport(db: Db, exportID: number) {
  return db
    .updateTable('data_exports')
    .set({ exportState: 'failed' })
    .where('exportID', '=', exportID)
    .execute();
}

/** Expired exports are deleted with their file (the housekeeping pass). */
export function deleteExpiredExports(db: Db, now: string) {
  return db.deleteFrom('data_exports').where('exportExpiresDateTime', '<=', now).execute();
}
