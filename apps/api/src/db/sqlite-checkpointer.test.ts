import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, expect, it, vi } from 'vitest';
import { createDb, sqliteFile } from './create-db';
import { createSqliteCheckpointer } from './sqlite-checkpointer';

// SQLite alone: PostgreSQL writes its own log into its files, in processes of its own
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobbel-checkpointer-'));
const file = sqliteFile(dataDir);
// the table made beforehand, so that the test's first write is the one it watches
const setUp = new SQLite(file);
setUp.exec('create table notes (noteID integer primary key, body blob not null)');
setUp.close();
const { db } = createDb({ dataDir });
const WRITES = 300;
const WRITE_BYTES = 40 * 1024;

afterAll(async () => {
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** One commit of three thousand pages, three times the 1,000 past which SQLite's writer copies by default. */
const writeThreeThousandPages = () =>
  db.transaction().execute(async (trx) => {
    for (let write = 0; write < WRITES; write += 1)
      await sql`insert into notes (body) values (randomblob(${WRITE_BYTES}))`.execute(trx);
  });

const sizeOf = (name: string) => fs.statSync(name).size;

it('copies the log into the database file on a thread of its own, never in a commit', async () => {
  const fileBefore = sizeOf(file);
  await writeThreeThousandPages();
  // the commit left all of it in the log: by default it would have copied it into the file itself
  expect(sizeOf(`${file}-wal`)).toBeGreaterThan(WRITES * WRITE_BYTES);
  expect(sizeOf(file)).toBe(fileBefore);
  // within about a second of the writes the checkpointer copies it: the file grows by all of it, then
  // stays as it is
  let lastSize = fileBefore;
  await vi.waitFor(
    () => {
      const size = sizeOf(file);
      const settled = size === lastSize;
      lastSize = size;
      expect(size).toBeGreaterThan(fileBefore + WRITES * WRITE_BYTES);
      expect(settled).toBe(true);
    },
    { timeout: 5000, interval: 250 },
  );
  // so the next writes start the log again from its beginning: it does not grow without end
  const logSize = sizeOf(`${file}-wal`);
  await writeThreeThousandPages();
  expect(sizeOf(`${file}-wal`)).toBeLessThanOrEqual(logSize);
  expect((await sql<{ notes: number }>`select count(*) as notes from notes`.execute(db)).rows[0]?.notes).toBe(
    2 * WRITES,
  );
});

it('gives the copying back to the writer when its thread fails', async () => {
  const failed = vi.fn();
  const checkpointer = createSqliteCheckpointer(path.join(dataDir, 'missing.sqlite'), failed);
  await expect(checkpointer.checkpoint()).rejects.toThrow();
  expect(failed).toHaveBeenCalledOnce();
  // and asks no more of a thread that is gone
  checkpointer.wrote();
  await expect(checkpointer.checkpoint()).rejects.toThrow(/closed/);
  await checkpointer.close();
});
