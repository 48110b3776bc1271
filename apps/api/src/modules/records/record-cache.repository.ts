import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** A change to a kept record's subject after the record was computed (up to change `upTo`, when given). */
function changedSinceComputed(eb: ExpressionBuilder<Database, 'record_cache'>, upTo?: number) {
  let changes = eb
    .selectFrom('record_changes')
    .select('changeID')
    .whereRef('record_changes.subjectKey', '=', 'record_cache.subjectKey')
    .whereRef('record_changes.changeID', '>', 'record_cache.computedAtChange');
  if (upTo !== undefined) changes = changes.where('record_changes.changeID', '<=', upTo);
  return eb.exists(changes);
}

/** The number of the last change to any record's sources (0 before any). */
export async function lastRecordChange(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('record_changes')
    .select((eb) => eb.fn.max('changeID').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

/** The records of these subjects still valid at `now`: nothing they are read from changed since. */
export async function validRecords(db: Kysely<Database>, keys: string[], now: string) {
  if (keys.length === 0) return [];
  return db
    .selectFrom('record_cache')
    .select(['subjectKey', 'record'])
    .where('subjectKey', 'in', keys)
    .where('validUntil', '>', now)
    .where((eb) => eb.not(changedSinceComputed(eb)))
    .execute();
}

/**
 * The kept records something they are read from changed after they were computed, by the changes after
 * `afterChange` up to `upTo`, in their order: one row a change, so a subject may come more than once.
 */
export async function recordsChangedBetween(
  db: Kysely<Database>,
  range: { afterChange: number; upTo: number },
  limit: number,
) {
  const rows = await db
    .selectFrom('record_changes')
    .innerJoin('record_cache', 'record_cache.subjectKey', 'record_changes.subjectKey')
    .select(['record_changes.changeID', 'record_changes.subjectKey'])
    .where('record_changes.changeID', '>', range.afterChange)
    .where('record_changes.changeID', '<=', range.upTo)
    .whereRef('record_changes.changeID', '>', 'record_cache.computedAtChange')
    .orderBy('record_changes.changeID')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ changeID: Number(row.changeID), subjectKey: row.subjectKey }));
}

/** A kept record's place in the order of the moments time alone changes them. */
export interface ExpiryPlace {
  validUntil: string;
  subjectKey: string;
}

/** The kept records time alone has changed by `at`, after `after`, in the order of those moments. */
export async function recordsExpiredBy(
  db: Kysely<Database>,
  at: string,
  after: ExpiryPlace | undefined,
  limit: number,
): Promise<ExpiryPlace[]> {
  let query = db
    .selectFrom('record_cache')
    .select(['validUntil', 'subjectKey'])
    .where('validUntil', '<=', at)
    .orderBy('validUntil')
    .orderBy('subjectKey')
    .limit(limit);
  if (after)
    query = query.where((eb) =>
      eb(eb.refTuple('validUntil', 'subjectKey'), '>', eb.tuple(after.validUntil, after.subjectKey)),
    );
  return query.execute();
}

/** Keeps these computed records, each in place of the one kept before: in one statement. */
export async function storeRecords(
  db: Kysely<Database>,
  rows: { subjectKey: string; record: string; computedAtChange: number; validUntil: string }[],
) {
  if (rows.length === 0) return;
  await db
    .insertInto('record_cache')
    .values(rows)
    .onConflict((conflict) =>
      conflict.column('subjectKey').doUpdateSet((eb) => ({
        record: eb.ref('excluded.record'),
        computedAtChange: eb.ref('excluded.computedAtChange'),
        validUntil: eb.ref('excluded.validUntil'),
      })),
    )
    .execute();
}

/**
 * Forgets the changes older than `before`, and with them the records one of those changes had made
 * stale: past the pruning such a record could no longer tell. A record computed after its subject's
 * pruned changes stays kept; from then on it is judged by the changes after them. The records are found
 * from the pruned changes' subjects, not by reading every kept record.
 */
export async function pruneRecordChanges(db: Kysely<Database>, before: string) {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('record_changes')
      .select((eb) => eb.fn.max('changeID').as('last'))
      .where('changedAt', '<', before)
      .executeTakeFirst();
    const last = Number(row?.last ?? 0);
    if (last === 0) return;
    await trx
      .deleteFrom('record_cache')
      .where('subjectKey', 'in', (eb) =>
        eb.selectFrom('record_changes').select('subjectKey').where('changeID', '<=', last),
      )
      .where((eb) => changedSinceComputed(eb, last))
      .execute();
    await trx.deleteFrom('record_changes').where('changeID', '<=', last).execute();
  });
}
