import { createRequire } from 'node:module';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CompiledQuery } from 'kysely';

// Plain JavaScript run by each worker thread: one read-only connection and its prepared statements.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driverPath);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
const statements = new Map();
parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= 500) statements.delete(statements.keys().next().value);
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    parentPort.postMessage({ id, rows: statement.all(...parameters) });
  } catch (error) {
    parentPort.postMessage({ id, error: error.message });
  }
});
`;

interface Pending {
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
}

export interface SqliteReadPool {
  all<R>(query: CompiledQuery<R>): Promise<R[]>;
  close(): Promise<void>;
}

/**
 * Searches run on worker threads with read-only connections (issue 14): better-sqlite3 blocks the
 * thread it runs on, so a slow search on the main thread would hold up every other request. WAL lets
 * these readers run beside the one writer, and each sees only committed data.
 */
export function createSqliteReadPool(
  file: string,
  size = Math.min(2, os.availableParallelism()),
): SqliteReadPool {
  const driverPath = createRequire(import.meta.url).resolve('better-sqlite3');
  let workers: { thread: Worker; pending: Map<number, Pending> }[] | undefined;
  let nextID = 0;

  function start() {
    workers = Array.from({ length: size }, () => {
      const thread = new Worker(WORKER_SOURCE, {
        eval: true,
        workerData: { file, driverPath },
        // a reader only runs a query and posts its rows: it needs no young generation as large as the
        // main thread's (npm start's --max-semi-space-size=16 would otherwise apply to each reader too)
        resourceLimits: { maxYoungGenerationSizeMb: 8 },
      });
      const pending = new Map<number, Pending>();
      thread.on('message', (answer: { id: number; rows?: unknown[]; error?: string }) => {
        const waiting = pending.get(answer.id);
        pending.delete(answer.id);
        if (answer.error !== undefined) waiting?.reject(new Error(answer.error));
        else waiting?.resolve(answer.rows ?? []);
      });
      // a reader that dies fails what it held; the next search starts fresh readers
      const fail = (error: Error) => {
        for (const waiting of pending.values()) waiting.reject(error);
        pending.clear();
        workers = undefined;
      };
      thread.on('error', fail);
      thread.on('exit', () => fail(new Error('a SQLite reader stopped')));
      return { thread, pending };
    });
    return workers;
  }

  return {
    all<R>(query: CompiledQuery<R>) {
      // the least busy reader takes it
      const worker = (workers ?? start()).reduce((least, candidate) =>
        candidate.pending.size < least.pending.size ? candidate : least,
      );
      nextID += 1;
      const id = nextID;
      return new Promise<R[]>((resolve, reject) => {
        worker.pending.set(id, { resolve: resolve as (rows: unknown[]) => void, reject });
        worker.thread.postMessage({ id, sql: query.sql, parameters: query.parameters });
      });
    },
    async close() {
      const closing = workers ?? [];
      workers = undefined;
      for (const worker of closing) worker.thread.removeAllListeners('exit');
      await Promise.all(closing.map((worker) => worker.thread.terminate()));
    },
  };
}
