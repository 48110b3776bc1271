import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type Compilable, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from '../lib/data-dir';
import type { Database } from './database';
import { keptStatements } from './kept-statements';
import { keepStatements } from './postgres-kept-statements';
import { createSqliteCheckpointer } from './sqlite-checkpointer';
import { SqliteReadAsideDialect } from './sqlite-driver';
import { registerSqliteFunctions } from './sqlite-functions';
import { createSqliteReadPool } from './sqlite-read-pool';

export type DatabaseDialect = 'sqlite' | 'postgres';

/**
 * Runs a read query where it cannot hold up other requests (see sqlite-read-pool.ts). `long`: a read
 * known to take tens of milliseconds (a count over a whole table), which no other read waits behind.
 */
export type ReadRows = <R>(query: Compilable<R>, options?: { long?: boolean }) => Promise<R[]>;

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
  readRows: ReadRows;
  /**
   * Where `/api/health` writes its probe: on PostgreSQL a connection of its own, so requests queueing
   * for the pool's connections do not make a reachable database look slow; on SQLite `db`.
   */
  probeDb: Kysely<Database>;
  /** Opens the connections the server keeps, before the first request needs one. */
  openConnections: () => Promise<void>;
  /** Closes the connections beside `db`'s: the searches' and the probe's. */
  closeSideConnections: () => Promise<void>;
  /** PostgreSQL's connection pools, for the metrics; SQLite has none */
  poolUse: () => PoolUse[];
}

export interface PoolUse {
  pool: string;
  total: number;
  idle: number;
  waiting: number;
}

const useOf = (pool: string, { totalCount, idleCount, waitingCount }: pg.Pool): PoolUse => ({
  pool,
  total: totalCount,
  idle: idleCount,
  waiting: waitingCount,
});

// int8 (counts, epoch times) and numeric arrive as strings by default; every value we store fits a JS number
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/**
 * PostgreSQL connections for everything but searches, unless DATABASE_CONNECTIONS says otherwise;
 * searches queue for two of their own for every five (4 beside 10). Fewer served a small database held
 * in memory better on two cores, and the full-scale one worse (docs/decisions/national-scale.md).
 */
const MAIN_CONNECTIONS = 10;

/**
 * Every connection of a pool, opened before the first request and kept while the server runs. A new
 * PostgreSQL backend answers its first statements slowly: with pg's default (connections opened when
 * needed, closed after 10 s idle) uneven load opened one every 10-20 s, and the minute passes, which
 * start together, opened three at once; each time searches and /api/health waited 70-130 ms (scratch
 * runs on the bench database).
 */
async function openEveryConnection(pool: pg.Pool, count: number): Promise<void> {
  const clients = await Promise.all(Array.from({ length: count }, () => pool.connect()));
  for (const client of clients) client.release();
}

/**
 * Every session without just-in-time compilation: PostgreSQL compiles a statement it estimates as costly
 * again on each run, and ours are short reads by index (docs/decisions/national-scale.md). An
 * install's own `options` in DATABASE_URL replace these.
 */
const SESSION_OPTIONS = '-c jit=off';

/** A pool of connections kept open, each keeping its statements prepared (postgres-kept-statements.ts). */
function openPool(connectionString: string, max: number, onIdleError?: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool({ connectionString, options: SESSION_OPTIONS, max, idleTimeoutMillis: 0 });
  // a connection the server drops (restart, failover) must not crash the process, idle (the pool's
  // 'error') or in use (the client's own 'error'): the query fails, the next one reconnects
  pool.on('error', (error) => onIdleError?.(error));
  pool.on('connect', (client) => client.on('error', (error) => onIdleError?.(error)));
  keepStatements(pool);
  return pool;
}

/** The SQLite database of an install without DATABASE_URL. */
export const sqliteFile = (dataDir: string) => path.join(dataDir, 'jobbel.sqlite');

export function createDb(options: {
  databaseUrl?: string;
  /** PostgreSQL connections for everything but searches */
  connections?: number;
  dataDir: string;
  onIdleError?: (error: Error) => void;
  /** SQLite's checkpointer thread failed, and its writer copies the log into the file itself again */
  onCheckpointerError?: (error: Error) => void;
}): DatabaseHandle {
  if (options.databaseUrl) {
    const mainConnections = options.connections ?? MAIN_CONNECTIONS;
    const searchConnections = Math.ceil((mainConnections * 2) / 5);
    const pool = openPool(options.databaseUrl, mainConnections, options.onIdleError);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    // searches queue for connections of their own: a burst of them cannot starve writes or /api/health
    const searchPool = openPool(options.databaseUrl, searchConnections, options.onIdleError);
    const searches = new Kysely<Database>({ dialect: new PostgresDialect({ pool: searchPool }) });
    const readRows: ReadRows = async (query) => (await searches.executeQuery(query.compile())).rows;
    const probePool = openPool(options.databaseUrl, 1, options.onIdleError);
    const probeDb = new Kysely<Database>({ dialect: new PostgresDialect({ pool: probePool }) });
    return {
      db,
      dialect: 'postgres',
      readRows,
      probeDb,
      openConnections: async () => {
        await Promise.all([
          openEveryConnection(pool, mainConnections),
          openEveryConnection(searchPool, searchConnections),
          openEveryConnection(probePool, 1),
        ]);
      },
      closeSideConnections: async () => {
        await Promise.all([searches.destroy(), probeDb.destroy()]);
      },
      poolUse: () => [useOf('main', pool), useOf('searches', searchPool), useOf('probe', probePool)],
    };
  }
  fs.mkdirSync(options.dataDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  const file = sqliteFile(options.dataDir);
  // created owner-only before SQLite opens it; SQLite gives its -wal and -shm files the same mode
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE));
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL syncs the WAL at every commit: an acknowledged write survives a power cut, for a few
  // hundred microseconds per commit on an SSD
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  // 4 MB of pages, as each reader has, instead of better-sqlite3's 16: this connection writes and reads
  // inside transactions only, every other read runs on the readers (sqlite-driver.ts)
  sqlite.pragma('cache_size = -4000');
  sqlite.pragma('busy_timeout = 5000');
  registerSqliteFunctions(sqlite);
  // refreshes the planner's statistics where the data has grown since they were gathered (cheap
  // when nothing changed): searches choose their indexes by them (docs/decisions/job-search.md)
  sqlite.pragma('optimize = 0x10002');
  // the log is copied into the database file on a thread of its own, or by this connection again if
  // that thread fails
  sqlite.pragma('wal_autocheckpoint = 0');
  const checkpointer = createSqliteCheckpointer(file, (error) => {
    sqlite.pragma('wal_autocheckpoint = 1000');
    options.onCheckpointerError?.(error);
  });
  const readers = createSqliteReadPool(file);
  const db = new Kysely<Database>({
    dialect: new SqliteReadAsideDialect({
      prepare: keptStatements(sqlite),
      readers,
      wrote: checkpointer.wrote,
      close: async () => {
        await checkpointer.close();
        sqlite.close();
      },
    }),
  });
  return {
    db,
    dialect: 'sqlite',
    readRows: (query, options) => readers.all(query.compile(), options),
    probeDb: db,
    // one embedded connection for writes, and readers that start with the first read
    openConnections: async () => undefined,
    closeSideConnections: () => readers.close(),
    poolUse: () => [],
  };
}
