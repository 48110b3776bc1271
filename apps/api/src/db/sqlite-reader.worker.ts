// One worker thread of the SQLite read pool (sqlite-read-pool.ts): a read-only connection that runs the
// queries it is sent with prepared statements it keeps, and posts back their rows or their error.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { keptStatements } from './kept-statements.ts';

/**
 * A statement is sent by its text once, with the number the pool gives it, and by that number after:
 * copying a query's text to the thread cost the main thread more than the rest of sending it. The pool
 * keeps a bounded number of them and says which one the thread may forget.
 */
export interface ReaderQuery {
  id: number;
  statement: number;
  sql?: string;
  forget?: number;
  parameters: readonly unknown[];
}

/**
 * `blobs`: the columns holding a BLOB in some row. A Buffer crosses to the main thread as a plain
 * Uint8Array, which the pool turns back into the Buffer the rest of the server expects. `code`: SQLite's
 * code of the error (SQLITE_BUSY …), by which the server tells an outage from a fault.
 */
export type ReaderAnswer =
  | { id: number; rows: Record<string, unknown>[]; blobs: string[] }
  | { id: number; error: string; code: string | undefined };

const { file } = workerData as { file: string };
const db = new Database(file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
// 4 MB of pages instead of better-sqlite3's 16: the system's cache holds the database's pages as well;
// at national scale the server peaked 7-28 MB lower, the mix no slower (measured when the readers served
// searches and admin lists alone)
db.pragma('cache_size = -4000');
const prepared = keptStatements(db);
// the texts by their numbers: a statement that fails to prepare is prepared again when next asked
const texts = new Map<number, string>();

parentPort?.on('message', ({ id, statement, sql, forget, parameters }: ReaderQuery) => {
  let answer: ReaderAnswer;
  if (forget !== undefined) texts.delete(forget);
  if (sql !== undefined) texts.set(statement, sql);
  try {
    const text = texts.get(statement);
    if (text === undefined) throw new Error(`statement ${statement} was never sent`);
    const rows = prepared(text).all(...parameters) as Record<string, unknown>[];
    answer = { id, rows, blobs: blobColumns(rows) };
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : undefined;
    answer = { id, error: error instanceof Error ? error.message : String(error), code };
  }
  parentPort?.postMessage(answer);
});

function blobColumns(rows: Record<string, unknown>[]): string[] {
  const blobs = new Set<string>();
  for (const row of rows) for (const column in row) if (Buffer.isBuffer(row[column])) blobs.add(column);
  return [...blobs];
}
