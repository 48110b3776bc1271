import { Worker } from 'node:worker_threads';
import type { CheckpointAnswer } from './sqlite-checkpointer.worker';

// The checkpointer's own file: its TypeScript source beside this one, or its build beside the bundled
// server (build.mjs names it so).
const CHECKPOINTER_FILE = new URL(
  import.meta.url.endsWith('.ts') ? './sqlite-checkpointer.worker.ts' : './sqlite-checkpointer.worker.js',
  import.meta.url,
);

/** How long after a write the log is copied into the database file: at most a second of writes waits. */
const CHECKPOINT_AFTER_MS = 1000;

export interface SqliteCheckpointer {
  /** A write was committed: the log is copied into the database file soon. */
  wrote(): void;
  /** Copies the log into the database file now. */
  checkpoint(): Promise<CheckpointAnswer>;
  close(): Promise<void>;
}

/**
 * Copies SQLite's write-ahead log into the database file on a thread of its own, so that the writer,
 * whose connection is on the main thread, never does. By default the commit that takes the log past
 * 1,000 pages copies them, with the database file's sync, before it returns: 12–30 ms of the event
 * loop several times a minute in the national-scale mix, and every request waited behind it
 * (docs/decisions/national-scale.md). The thread starts with the first write, so an instance that
 * only reads, and most test apps, never start it. A thread that fails calls `failed`, which gives the
 * copying back to the writer, so the log never grows without end.
 */
export function createSqliteCheckpointer(file: string, failed: (error: Error) => void): SqliteCheckpointer {
  let thread: Worker | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  // the thread answers in the order it was asked
  const waiting: { resolve: (answer: CheckpointAnswer) => void; reject: (error: Error) => void }[] = [];

  function started(): Worker {
    if (thread) return thread;
    const worker = new Worker(CHECKPOINTER_FILE, {
      workerData: { file },
      resourceLimits: { maxYoungGenerationSizeMb: 2 },
    });
    worker.on('message', (answer: CheckpointAnswer) => waiting.shift()?.resolve(answer));
    const fail = (error: Error) => {
      thread = undefined;
      for (const { reject } of waiting.splice(0)) reject(error);
      if (!closed) {
        closed = true;
        failed(error);
      }
    };
    worker.on('error', fail);
    worker.on('exit', () => fail(new Error('the SQLite checkpointer stopped')));
    thread = worker;
    return worker;
  }

  function checkpoint(): Promise<CheckpointAnswer> {
    if (closed) return Promise.reject(new Error('the SQLite checkpointer is closed'));
    return new Promise((resolve, reject) => {
      waiting.push({ resolve, reject });
      started().postMessage('checkpoint');
    });
  }

  return {
    wrote() {
      if (closed || timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        checkpoint().catch(() => undefined);
      }, CHECKPOINT_AFTER_MS);
      timer.unref();
    },
    checkpoint,
    async close() {
      clearTimeout(timer);
      timer = undefined;
      closed = true;
      const stopping = thread;
      thread = undefined;
      stopping?.removeAllListeners('exit');
      for (const { reject } of waiting.splice(0)) reject(new Error('the SQLite checkpointer is closed'));
      await stopping?.terminate();
    },
  };
}
