import { type AliasedSelectQueryBuilder, type Compilable, type Kysely, sql, type Transaction } from 'kysely';
import type { ReadRows } from '../../db/create-db';
import type { Database } from '../../db/database';
import { containsPattern } from '../../lib/like';

export type Db = Kysely<Database> | Transaction<Database>;

/**
 * Where the admin lists read: every page and count goes through readRows, on SQLite a reader thread and
 * on PostgreSQL the searches' own pool. The exact totals are the longest of them: counting 210,000 users
 * or a million jobs took SQLite's one thread 30-60 ms.
 */
export interface AdminReads {
  db: Db;
  readRows: ReadRows;
}

/** The ids an admin list shows, as each of its queries names them. */
export type Ids = { id: number };

/** The ids a search finds: read as a page's subquery, or counted. */
export interface IdQuery {
  as<A extends string>(alias: A): AliasedSelectQueryBuilder<Ids, A>;
  clearOrderBy(): IdQuery;
}

/** The search text anywhere in any of these columns, case-insensitively. */
export function inAnyColumn(columns: string[], search: string) {
  const pattern = containsPattern(search.toLowerCase());
  return columns.map((column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`);
}

/** The one number a count query answers, read through the readers as a long read. */
export async function readCount(
  { readRows }: AdminReads,
  count: Compilable<{ total: number | string | bigint }>,
) {
  const [counted] = await readRows(count, { long: true });
  return Number(counted?.total ?? 0);
}

/**
 * The newest `upTo` ids of two lists, each already newest first and no longer than `upTo`, each id once:
 * a search's rows found by their own texts and by their business's name, each from its own trigram
 * indexes.
 */
export function newestOfBoth(
  db: Db,
  first: AliasedSelectQueryBuilder<Ids, 'first'>,
  second: AliasedSelectQueryBuilder<Ids, 'second'>,
  upTo: number,
) {
  return db
    .selectFrom(
      db.selectFrom(first).select('first.id').union(db.selectFrom(second).select('second.id')).as('found'),
    )
    .select('found.id')
    .orderBy('found.id', 'desc')
    .limit(upTo);
}

/** How many ids a search finds (it stops at its own limit), counted in whatever order they are found. */
export function countFound(reads: AdminReads, found: IdQuery) {
  return readCount(
    reads,
    reads.db
      .selectFrom(found.clearOrderBy().as('found'))
      .select((eb) => eb.fn.countAll<number>().as('total')),
  );
}

export function countBusinessesForAdmin(reads: AdminReads) {
  return readCount(
    reads,
    reads.db.selectFrom('businesses').select((eb) => eb.fn.countAll<number>().as('total')),
  );
}
