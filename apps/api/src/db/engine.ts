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
