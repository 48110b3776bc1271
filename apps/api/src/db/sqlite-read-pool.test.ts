import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { longestPauseDuring } from '../test/event-loop-pause';
import { createSqliteReadPool } from './sqlite-read-pool';

const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jobbel-readers-')), 'test.sqlite');
const writer = new SQLite(file);
writer.pragma('journal_mode = WAL');
writer.exec('create table notes (text text)');
const readers = createSqliteReadPool(file, 2);
afterAll(async () => {
  await readers.close();
  writer.close();
});

/** A read that counts to eight million: most of a second of SQLite's work. */
const slow = CompiledQuery.raw(
  'with recursive counter(n) as (select 1 union all select n + 1 from counter where n < 8000000) select count(*) as n from counter',
);

it('runs a long read off the event loop: timers keep firing while it works', async () => {
  await readers.all(CompiledQuery.raw('select 1'));
  const {
    result: [answer],
    duration,
    longestPause,
  } = await longestPauseDuring(() => readers.all<{ n: number }>(slow));
  expect(answer).toEqual({ n: 8_000_000 });
  // on the main thread this read would have stopped every timer for its whole duration (about
  // 0.8 s here); a busy machine pauses every timer now and then, but not for half of it
  expect(duration).toBeGreaterThan(200);
  expect(longestPause).toBeLessThan(duration / 2);
});

it('answers a quick read beside a long one without waiting for it', async () => {
  const pool = createSqliteReadPool(file, 2);
  const answered: string[] = [];
  const long = pool.all(slow).then(() => answered.push('long'));
  const quick = pool.all(CompiledQuery.raw('select 1')).then(() => answered.push('quick'));
  await Promise.all([long, quick]);
  expect(answered).toEqual(['quick', 'long']);
  await pool.close();
});

it('sends no read behind a read it was told is long, while another reader is there', async () => {
  const pool = createSqliteReadPool(file, 2);
  const answered: string[] = [];
  const long = pool.all(slow, { long: true }).then(() => answered.push('long'));
  // sent together while the long read runs: without the mark, every other one waits behind it
  const quick = Array.from({ length: 10 }, () =>
    pool.all(CompiledQuery.raw('select 1')).then(() => answered.push('quick')),
  );
  await Promise.all([long, ...quick]);
  expect(answered).toEqual([...Array.from({ length: 10 }, () => 'quick'), 'long']);
  await pool.close();
});

it('sees what the writer committed, and answers a bad query with an error instead of hanging', async () => {
  writer.prepare('insert into notes (text) values (?)').run('na de commit');
  expect(await readers.all(CompiledQuery.raw('select text from notes', []))).toEqual([
    { text: 'na de commit' },
  ]);
  await expect(readers.all(CompiledQuery.raw('select nope from notes'))).rejects.toThrow(/nope/);
  // the code tells the server an outage (SQLITE_BUSY …) from a fault of its own
  await expect(readers.all(CompiledQuery.raw('select nope from notes'))).rejects.toMatchObject({
    code: 'SQLITE_ERROR',
  });
  await expect(
    readers.all(CompiledQuery.raw("insert into notes (text) values ('x') returning text")),
  ).rejects.toThrow(/readonly/);
});

it('refuses a read once closed, instead of starting readers that nobody ends', async () => {
  const closing = createSqliteReadPool(file, 1);
  await closing.all(CompiledQuery.raw('select 1'));
  await closing.close();
  await expect(closing.all(CompiledQuery.raw('select 1'))).rejects.toThrow(/closed/);
});

it('answers each of more statements than a reader holds, sent again after it forgot them', async () => {
  const pool = createSqliteReadPool(file, 1);
  // a reader holds 500: the first ones are forgotten by the time they come again
  const numbers = Array.from({ length: 620 }, (_, index) => index);
  const ask = (n: number) => pool.all<{ n: number }>(CompiledQuery.raw(`select ${n} as n`));
  expect((await Promise.all(numbers.map(ask))).map(([row]) => row?.n)).toEqual(numbers);
  expect((await Promise.all(numbers.map(ask))).map(([row]) => row?.n)).toEqual(numbers);
  await pool.close();
});
