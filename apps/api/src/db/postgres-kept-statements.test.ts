import { randomUUID } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepStatements } from './postgres-kept-statements';

// Statements prepared once per PostgreSQL connection (db/postgres-kept-statements.ts); SQLite keeps its
// own (kept-statements.ts).
// biome-ignore lint/suspicious/noExplicitAny: a table of this test alone, outside the app's schema
let db: Kysely<any>;
const table = `statements_${randomUUID().replaceAll('-', '')}`;

beforeAll(async () => {
  if (!process.env.TEST_POSTGRES_URL) return;
  // one connection, so every statement below goes through the same one
  const pool = new pg.Pool({ connectionString: process.env.TEST_POSTGRES_URL, max: 1 });
  keepStatements(pool);
  db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  await sql`create table ${sql.table(table)} (id integer primary key, name text not null)`.execute(db);
  await db
    .insertInto(table)
    .values([
      { id: 1, name: 'Lotte' },
      { id: 2, name: 'Milan' },
    ])
    .execute();
});
afterAll(async () => {
  if (!db) return;
  await sql`drop table if exists ${sql.table(table)}`.execute(db);
  await db.destroy();
});

const preparedOnTheConnection = async () =>
  (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)).rows
    .map((row) => row.statement)
    .filter((statement) => statement.includes(table));

describe.runIf(process.env.TEST_POSTGRES_URL)('statements kept on a PostgreSQL connection', () => {
  it('are prepared once per SQL text, whatever the values, and answer as before', async () => {
    const names = [];
    for (const id of [1, 2, 1])
      names.push((await db.selectFrom(table).select('name').where('id', '=', id).executeTakeFirst())?.name);
    expect(names).toEqual(['Lotte', 'Milan', 'Lotte']);
    const reads = (await preparedOnTheConnection()).filter((statement) => statement.startsWith('select'));
    expect(reads).toEqual([`select "name" from "${table}" where "id" = $1`]);
  });

  it('are not kept inside a transaction, where a refused one could not be sent again', async () => {
    const before = await preparedOnTheConnection();
    await db
      .transaction()
      .execute((trx) => trx.updateTable(table).set({ name: 'Lotte V.' }).where('id', '=', 1).execute());
    expect(await preparedOnTheConnection()).toEqual(before);
    // the same statement outside one is kept
    await db.updateTable(table).set({ name: 'Lotte' }).where('id', '=', 1).execute();
    expect(await preparedOnTheConnection()).toHaveLength(before.length + 1);
  });

  it('still answer after a migration adds a column to a table they read whole', async () => {
    const read = () => db.selectFrom(table).selectAll().where('id', '=', 2).executeTakeFirst();
    expect(await read()).toEqual({ id: 2, name: 'Milan' });
    // what another instance's `npm run migrate` does while this one runs
    await sql`alter table ${sql.table(table)} add column town text not null default 'Gent'`.execute(db);
    expect(await read()).toEqual({ id: 2, name: 'Milan', town: 'Gent' });
  });
});
