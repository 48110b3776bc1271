import type { Database, Statement } from 'better-sqlite3';
import { LRUCache } from 'lru-cache';

/** Statements a connection keeps prepared; a reader thread holds as many texts (sqlite-read-pool.ts). */
export const KEPT_STATEMENTS = 500;

/**
 * Prepares a statement once per SQL text and keeps the last 500 used: preparing anew on every query
 * took about 30 % of the server's time on SQLite under load (docs/performance.md). Statements
 * re-prepare themselves after a schema change. Kept statements are run with all() and run(), never
 * iterated, so a statement is never busy when it is asked for again.
 */
export function keptStatements(db: Database): (sql: string) => Statement {
  const statements = new LRUCache<string, Statement>({ max: KEPT_STATEMENTS });
  return (sql) => {
    const known = statements.get(sql);
    if (known) return known;
    const statement = db.prepare(sql);
    statements.set(sql, statement);
    return statement;
  };
}
