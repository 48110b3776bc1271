import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CompiledQuery } from 'kysely';
import { LRUCache } from 'lru-cache';
import { KEPT_STATEMENTS } from './kept-statements';
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
  /** a long read (ReadRows in create-db.ts): no other read is sent behind one */
  long: boolean;
}

interface Reader {
  thread: Worker;
  pending: Map<number, Pending>;
  /** the number of each statement the thread holds: the ones used last, as many as it keeps */
  statements: LRUCache<string, number>;
}

export interface SqliteReadPool {
  all<R>(query: CompiledQuery<R>, options?: { long?: boolean }): Promise<R[]>;
  close(): Promise<void>;
}

/**
 * Reads run on worker threads with read-only connections: better-sqlite3 blocks the thread it runs
 * on, so a slow read on the main thread would hold up every other request (sqlite-driver.ts sends them
 * here). WAL lets these readers run beside the one writer, and each sees only committed data. Once
 * closed, the pool fails the reads in flight and refuses new ones: a read after the server stopped
 * must not start readers nobody ends.
 */
export function createSqliteReadPool(
  file: string,
  size = Math.min(2, os.availableParallelism()),
): SqliteReadPool {
  const readers: Reader[] = [];
  let nextID = 0;
  let closed = false;

  function startReader(): Reader {
    const thread = new Worker(READER_FILE, {
      workerData: { file },
      // a reader only runs a query and posts its rows: it needs no young generation as large as the
      // main thread's (npm start's --max-semi-space-size=16 would otherwise apply to each reader too)
      resourceLimits: { maxYoungGenerationSizeMb: 8 },
    });
    const reader: Reader = {
      thread,
      pending: new Map(),
      statements: new LRUCache({ max: KEPT_STATEMENTS }),
    };
    thread.on('message', (answer: ReaderAnswer) => {
      const waiting = reader.pending.get(answer.id);
      reader.pending.delete(answer.id);
      if ('error' in answer) waiting?.reject(Object.assign(new Error(answer.error), { code: answer.code }));
      else waiting?.resolve(withBuffers(answer.rows, answer.blobs));
    });
    // a reader that dies fails what it held, and the next read starts another in its place
    const fail = (error: Error) => {
      for (const waiting of reader.pending.values()) waiting.reject(error);
      reader.pending.clear();
      const index = readers.indexOf(reader);
      if (index >= 0) readers.splice(index, 1);
    };
    thread.on('error', fail);
    thread.on('exit', () => fail(new Error('a SQLite reader stopped')));
    readers.push(reader);
    return reader;
  }

  /**
   * The least busy reader without a long read, or a new one: a second starts only once reads overlap
   * (most test apps, and a quiet instance, never need it). A read sent behind a long one would wait
   * for it while the other reader might be free: at national scale a count of every job holds a reader
   * for 20-30 ms (docs/decisions/national-scale.md).
   */
  function readerFor(): Reader {
    const leastBusy = (candidates: Reader[]) =>
      candidates.reduce<Reader | undefined>(
        (best, candidate) => (best && best.pending.size <= candidate.pending.size ? best : candidate),
        undefined,
      );
    const holdsLongRead = (reader: Reader) => [...reader.pending.values()].some((read) => read.long);
    const free = leastBusy(readers.filter((reader) => !holdsLongRead(reader)));
    if (free && (free.pending.size === 0 || readers.length >= size)) return free;
    if (readers.length < size) return startReader();
    return leastBusy(readers)!;
  }

  return {
    all<R>(query: CompiledQuery<R>, { long = false } = {}) {
      if (closed) return Promise.reject(new Error('the SQLite readers are closed'));
      const reader = readerFor();
      nextID += 1;
      const id = nextID;
      return new Promise<R[]>((resolve, reject) => {
        reader.pending.set(id, { resolve: resolve as (rows: unknown[]) => void, reject, long });
        reader.thread.postMessage({ id, ...statementOf(reader, query.sql), parameters: query.parameters });
      });
    },
    async close() {
      closed = true;
      const closing = readers.splice(0);
      // a read in flight fails now: left waiting, it would hold whatever awaits it (a pass the
      // shutdown waits for) for ever
      for (const { thread, pending } of closing) {
        thread.removeAllListeners('exit');
        for (const waiting of pending.values()) waiting.reject(new Error('the SQLite readers are closed'));
        pending.clear();
      }
      await Promise.all(closing.map((reader) => reader.thread.terminate()));
    },
  };
}

let lastStatement = 0;

/** How a reader is told which statement to run: its number, with its text the first time. */
function statementOf(reader: Reader, sql: string): Omit<ReaderQuery, 'id' | 'parameters'> {
  const known = reader.statements.get(sql);
  if (known !== undefined) return { statement: known };
  lastStatement += 1;
  // the least recently used goes, on the thread as here
  const forget = reader.statements.size >= KEPT_STATEMENTS ? reader.statements.pop() : undefined;
  reader.statements.set(sql, lastStatement);
  return { statement: lastStatement, sql, forget };
}

function withBuffers(rows: Record<string, unknown>[], blobs: string[]): Record<string, unknown>[] {
  for (const column of blobs)
    for (const row of rows) {
      const bytes = row[column];
      if (bytes instanceof Uint8Array)
        row[column] = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    }
  return rows;
}
