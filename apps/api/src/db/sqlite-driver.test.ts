import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { type Generated, type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { longestPauseDuring } from '../test/event-loop-pause';
import { createDb, sqliteFile } from './create-db';

// the driver of the SQLite engine alone: PostgreSQL's queries never ran on the event loop
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobbel-driver-'));
interface Notes {
  notes: { noteID: Generated<number>; text: string; picture: Buffer | null };
  replies: { replyID: Generated<number>; noteID: number };
}
const { db } = createDb({ dataDir }) as unknown as { db: Kysely<Notes> };

beforeAll(async () => {
  await sql`create table notes (noteID integer primary key, text text not null, picture blob)`.execute(db);
  await sql`create table replies (replyID integer primary key, noteID integer not null references notes (noteID))`.execute(
    db,
  );
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const texts = async (from: Kysely<Notes> = db) =>
  (await from.selectFrom('notes').select('text').orderBy('noteID').execute()).map((row) => row.text);

/** A read that counts to eight million: most of a second of SQLite's work. */
const counted = sql<number>`(with recursive counter(n) as (select 1 union all select n + 1 from counter where n < 8000000) select count(*) from counter)`;

it('reads outside a transaction off the event loop: timers keep firing while a long read works', async () => {
  await db.selectNoFrom(sql<number>`1`.as('warm')).execute();
  const { result, duration, longestPause } = await longestPauseDuring(() =>
    db.selectNoFrom(counted.as('n')).executeTakeFirstOrThrow(),
  );
  expect(result.n).toBe(8_000_000);
  // on the main thread this read would have stopped every timer for its whole duration; a busy
  // machine pauses every timer now and then, but not for half of it
  expect(duration).toBeGreaterThan(200);
  expect(longestPause).toBeLessThan(duration / 2);
});

it('lets a transaction read what it wrote, while a read beside it sees only what was committed', async () => {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('notes').values({ text: 'in de transactie' }).execute();
    expect(await texts(trx)).toEqual(['in de transactie']);
    expect(await texts()).toEqual([]);
  });
  expect(await texts()).toEqual(['in de transactie']);
  await db.deleteFrom('notes').execute();
});

it('keeps a write outside a transaction out of one in progress: a rollback undoes only its own', async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const rolledBack = db
    .transaction()
    .execute(async (trx) => {
      await trx.insertInto('notes').values({ text: 'teruggedraaid' }).execute();
      await held;
      throw new Error('rollback');
    })
    .catch(() => 'rolled back');
  // sent while the transaction is open: it waits for the transaction's end instead of joining it
  const besides = db.insertInto('notes').values({ text: 'ernaast' }).execute();
  release();
  expect(await rolledBack).toBe('rolled back');
  await besides;
  expect(await texts()).toEqual(['ernaast']);
  await db.deleteFrom('notes').execute();
});

it('gives a BLOB read on a reader thread back as a Buffer, as one read on the main thread is', async () => {
  const picture = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]);
  await db.insertInto('notes').values({ text: 'foto', picture }).execute();
  const outside = await db.selectFrom('notes').select('picture').executeTakeFirstOrThrow();
  const inside = await db
    .transaction()
    .execute((trx) => trx.selectFrom('notes').select('picture').executeTakeFirstOrThrow());
  expect(Buffer.isBuffer(outside.picture)).toBe(true);
  expect(outside.picture).toEqual(picture);
  expect(inside.picture).toEqual(picture);
  await db.deleteFrom('notes').execute();
});

it('ends a transaction whose commit failed with its rollback, before a write that waited for it runs', async () => {
  const failing = db.transaction().execute(async (trx) => {
    // checked at the commit, which then fails and leaves the transaction open
    await sql`pragma defer_foreign_keys = on`.execute(trx);
    await trx.insertInto('replies').values({ noteID: 404 }).execute();
  });
  const waiting = db.insertInto('notes').values({ text: 'erna' }).execute();
  await expect(failing).rejects.toThrow(/FOREIGN KEY/);
  await waiting;
  expect(await db.selectFrom('replies').selectAll().execute()).toEqual([]);
  expect(await texts()).toEqual(['erna']);
  await db.deleteFrom('notes').execute();
});

/**
 * Another connection to the file holds the write lock for `ms` on a thread of its own, as the server's
 * readers and checkpointer do for a moment when they meet the log's header being written, and as an
 * operator's `sqlite3` shell does for longer: settles once the lock is held.
 */
async function writeLockHeldElsewhere(ms: number): Promise<Worker> {
  const holder = new Worker(
    `const { workerData, parentPort } = require('node:worker_threads');
     const connection = new (require(workerData.driver))(workerData.file);
     connection.exec('begin immediate');
     parentPort.postMessage('held');
     Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.ms);
     connection.exec('commit');
     connection.close();`,
    {
      eval: true,
      workerData: {
        driver: createRequire(import.meta.url).resolve('better-sqlite3'),
        file: sqliteFile(dataDir),
        ms,
      },
    },
  );
  await new Promise((resolve, reject) => {
    holder.once('message', resolve);
    holder.once('error', reject);
  });
  return holder;
}

it('gives a transaction that reads before it writes the write lock another connection held a moment', async () => {
  const holder = await writeLockHeldElsewhere(200);
  // SQLite does not wait for the lock when a transaction that has read asks to write: it fails at once
  await db.transaction().execute(async (trx) => {
    expect(await texts(trx)).toEqual([]);
    await trx.insertInto('notes').values({ text: 'na het lezen' }).execute();
  });
  expect(await texts()).toEqual(['na het lezen']);
  await holder.terminate();
  await db.deleteFrom('notes').execute();
});

it('fails, instead of leaving waiting for ever, what was under way when the database closed', async () => {
  const closingDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobbel-driver-closing-'));
  const closing = createDb({ dataDir: closingDir }) as unknown as { db: Kysely<Notes> };
  await sql`create table notes (noteID integer primary key, text text not null, picture blob)`.execute(
    closing.db,
  );
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // each outcome taken as it comes, so a failure is not reported as unhandled while the test waits
  const outcome = (work: Promise<unknown>) =>
    work.then(
      () => 'done',
      () => 'failed',
    );
  const transaction = outcome(
    closing.db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ text: 'voor het sluiten' }).execute();
      await held;
      await trx.insertInto('notes').values({ text: 'na het sluiten' }).execute();
    }),
  );
  const waitingWrite = outcome(closing.db.insertInto('notes').values({ text: 'wachtend' }).execute());
  const slowRead = outcome(closing.db.selectNoFrom(counted.as('n')).execute());
  await new Promise((resolve) => setTimeout(resolve, 50));
  await closing.db.destroy();
  release();
  expect(await Promise.all([transaction, waitingWrite, slowRead])).toEqual(['failed', 'failed', 'failed']);
  fs.rmSync(closingDir, { recursive: true, force: true });
});
