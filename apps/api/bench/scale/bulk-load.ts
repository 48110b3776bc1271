import type SQLite from 'better-sqlite3';
import type pg from 'pg';

/** A column as the load writes it; PostgreSQL's array type for `unnest`. */
export interface Column {
  name: string;
  type: 'int' | 'text' | 'float8';
}

export type Row = (string | number | null)[];

/** Where the rows of one table go: SQLite through one prepared statement, PostgreSQL in batches through unnest. */
export interface Loader {
  table(name: string, columns: Column[], rows: Iterable<Row>): Promise<number>;
}

const quoted = (columns: Column[]) => columns.map((column) => `"${column.name}"`).join(',');

/**
 * Rows are written with the table's indexes dropped and built once after the load (unique constraints
 * stay on PostgreSQL), which is far faster than keeping them current row by row.
 */
export function sqliteLoader(sqlite: SQLite.Database): Loader {
  return {
    async table(name, columns, rows) {
      // triggers too: a history this old has long been told to the records (record_changes) and pruned
      const indexes = sqlite
        .prepare(
          `select type, name, sql from sqlite_master where tbl_name = ? and type in ('index', 'trigger') and sql is not null`,
        )
        .all(name) as { type: string; name: string; sql: string }[];
      for (const index of indexes) sqlite.exec(`drop ${index.type} "${index.name}"`);
      const insert = sqlite.prepare(
        `insert into ${name} (${quoted(columns)}) values (${columns.map(() => '?').join(',')})`,
      );
      let count = 0;
      sqlite.transaction(() => {
        for (const row of rows) {
          insert.run(...row);
          count += 1;
        }
      })();
      for (const index of indexes) sqlite.exec(index.sql);
      return count;
    },
  };
}

const BATCH = 20_000;

export function postgresLoader(client: pg.Client): Loader {
  return {
    async table(name, columns, rows) {
      const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
        `select indexname, indexdef from pg_indexes i where tablename = $1
           and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
        [name],
      );
      for (const index of indexes) await client.query(`drop index "${index.indexname}"`);
      // a history this old has long been told to the records (record_changes) and pruned
      await client.query(`alter table ${name} disable trigger user`);
      const statement = `insert into ${name} (${quoted(columns)}) select * from unnest(${columns
        .map((column, index) => `$${index + 1}::${column.type}[]`)
        .join(',')})`;
      const send = (batch: Row[]) =>
        client.query(
          statement,
          columns.map((_, index) => batch.map((row) => row[index])),
        );
      let batch: Row[] = [];
      let count = 0;
      for (const row of rows) {
        batch.push(row);
        count += 1;
        if (batch.length === BATCH) {
          await send(batch);
          batch = [];
        }
      }
      if (batch.length > 0) await send(batch);
      await client.query(`alter table ${name} enable trigger user`);
      for (const index of indexes) await client.query(index.indexdef);
      return count;
    },
  };
}
