// One worker thread of the SQLite read pool (sqlite-read-pool.ts): a read-only connection that runs the
// queries it is sent with prepared statements it keeps, and posts back their rows or their error.
import { parentPort, workerData } from 'node:worker_threads';
import Database, { type Statement } from 'better-sqlite3';

export interface ReaderQuery {
  id: number;
  sql: string;
  parameters: readonly unknown[];
}

export type ReaderAnswer = { id: number; rows: unknown[] } | { id: number; error: string };

const MAX_PREPARED = 500;

const { file } = workerData as { file: string };
const db = new Database(file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
const statements = new Map<string, Statement>();

function prepared(sql: string): Statement {
  const known = statements.get(sql);
  if (known) return known;
  const oldest = statements.keys().next();
  if (statements.size >= MAX_PREPARED && !oldest.done) statements.delete(oldest.value);
  const statement = db.prepare(sql);
  statements.set(sql, statement);
  return statement;
}

parentPort?.on('message', ({ id, sql, parameters }: ReaderQuery) => {
  let answer: ReaderAnswer;
  try {
    answer = { id, rows: prepared(sql).all(...parameters) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer);
});
