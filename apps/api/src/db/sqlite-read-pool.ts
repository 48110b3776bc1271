import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CompiledQuery } from 'kysely';
import type { ReaderAnswer, ReaderQuery } from './sqlite-reader.worker';

// The reader's own file: its TypeScript source beside this one, or its build beside the bundled server
// (build.mjs names it so).
const READER_FILE = new URL(
  import.meta.url.endsWith('.ts') ? './sqlite-reader.worker.ts' : './sqlite-reader.worker.js',
  import.meta.url,
);

interface Pending {
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
}

export interface SqliteReadPool {
  all<R>(query: CompiledQuery<R>): Promise<R[]>;
  close(): Promise<void>;
}

/**
 * Searches run on worker threads with read-only connections: better-sqlite3 blocks the
 * thread it runs on, so a slow search on the main thread would hold up every other request. WAL lets
 * these readers run beside the one writer, and each sees only committed data.
 */
export function createSqliteReadPool(
  file: string,
  size = Math.min(2, os.availableParallelism()),
): SqliteReadPool {
  let workers: { thread: Worker; pending: Map<number, Pending> }[] | undefined;
  let nextID = 0;

  function start() {
    workers = Array.from({ length: size }, () => {
      const thread = new Worker(READER_FILE, {
        workerData: { file },
        // a reader only runs a query and posts its rows: it needs no young generation as large as the
        // main thread's (npm start's --max-semi-space-size=16 would otherwise apply to each reader too)
        resourceLimits: { maxYoungGenerationSizeMb: 8 },
      });
      const pending = new Map<number, Pending>();
      thread.on('message', (answer: ReaderAnswer) => {
        const waiting = pending.get(answer.id);
        pending.delete(answer.id);
        if ('error' in answer) waiting?.reject(new Error(answer.error));
        else waiting?.resolve(answer.rows);
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
        const message: ReaderQuery = { id, sql: query.sql, parameters: query.parameters };
        worker.thread.postMessage(message);
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
