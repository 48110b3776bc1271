import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from './database';

/** Whether a connection (or a transaction on it) is PostgreSQL's, where some statements are written otherwise. */
export const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * A column no index answers, where a planner would choose one and then sort, or walk: SQLite's unary `+`;
 * on PostgreSQL, whose `+` takes numbers only, a `coalesce` of the column with itself.
 */
export const withoutIndex = (db: Kysely<Database>, column: string) =>
  isPostgres(db) ? sql`coalesce(${sql.ref(column)}, ${sql.ref(column)})` : sql`+${sql.ref(column)}`;

/**
 * Numbers as a one-column table of `column`, sent as one parameter: the statement's text, and its kept
 * plan, are the same however many there are (an `in` list is a new statement for each count).
 */
export const numbersAsTable = <C extends string>(db: Kysely<Database>, numbers: number[], column: C) =>
  isPostgres(db)
    ? sql<Record<C, number>>`(select unnest(${numbers}::int[]) as ${sql.ref(column)})`
    : sql<Record<C, number>>`(select value as ${sql.ref(column)} from json_each(${JSON.stringify(numbers)}))`;
