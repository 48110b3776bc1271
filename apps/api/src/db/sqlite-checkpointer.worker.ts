// The SQLite checkpointer's thread (sqlite-checkpointer.ts): a connection of its own that copies what
// the write-ahead log holds into the database file when asked, and posts back how far it got.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

/** SQLite's answer to `wal_checkpoint`: frames in the log, and how many of them the file now holds. */
export interface CheckpointAnswer {
  log: number;
  checkpointed: number;
}

const { file } = workerData as { file: string };
const db = new Database(file, { fileMustExist: true });

parentPort?.on('message', () => {
  // PASSIVE copies what no reader still needs and never waits for, or holds up, a reader or the writer
  const [answer] = db.pragma('wal_checkpoint(PASSIVE)') as CheckpointAnswer[];
  parentPort?.postMessage(answer);
});
