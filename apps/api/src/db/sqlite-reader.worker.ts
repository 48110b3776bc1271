// One worker thread of the SQLite read pool (sqlite-read-pool.ts): a read-only connection that runs the
// queries it is sent with prepared statements it keeps, and posts back their rows or their error.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { keptStatements } from './kept-statements.ts';

export interface ReaderQuery {
  id: number;
  sql: string;
  parameters: readonly unknown[];
}

export type ReaderAnswer = { id: number; rows: unknown[] } | { id: number; error: string };

const { file } = workerData as { file: string };
const db = new Database(file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
// 4 MB of pages instead of better-sqlite3's 16: a reader serves searches and admin lists, whose pages
// the system's cache holds as well; at national scale the server peaked 7-28 MB lower, the mix no slower
db.pragma('cache_size = -4000');
const prepared = keptStatements(db);

parentPort?.on('message', ({ id, sql, parameters }: ReaderQuery) => {
  let answer: ReaderAnswer;
  try {
    answer = { id, rows: prepared(sql).all(...parameters) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer);
});
