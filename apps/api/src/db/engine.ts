import { type Kysely, PostgresAdapter } from 'kysely';
import type { Database } from './database';

/** Whether a connection (or a transaction on it) is PostgreSQL's, where some statements are written otherwise. */
export const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;
