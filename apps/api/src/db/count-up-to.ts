import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import type { Database } from './database';

/**
 * A statement counting the rows `matching` finds, no further than `upTo` (as `total`): the count stops
 * reading at that many matches, where a plain count reads every one.
 */
export function countUpToQuery<TB extends keyof Database, O>(
  db: Kysely<Database> | Transaction<Database>,
  matching: SelectQueryBuilder<Database, TB, O>,
  upTo: number,
) {
  return db
    .selectFrom(matching.limit(upTo).as('matching'))
    .select((eb) => eb.fn.countAll<number>().as('total'));
}
