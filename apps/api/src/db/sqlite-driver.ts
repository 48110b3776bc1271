import type { Statement } from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { SqliteReadPool } from './sqlite-read-pool';

/** The main thread's one connection, and what the dialect needs beside it. */
export interface MainConnection {
  prepare: (sql: string) => Statement;
  readers: SqliteReadPool;
  /** Told after every committed write: the checkpointer's cue (sqlite-checkpointer.ts). */
  wrote: () => void;
  /** Closes the connection, once the readers are closed. */
  close: () => Promise<void>;
}

/**
 * Kysely's SQLite dialect with its reads moved off the event loop: a select outside a transaction
 * runs on a reader thread (sqlite-read-pool.ts); writes, and everything inside a transaction, run on the
 * one connection of the main thread, one at a time, as Kysely's own driver runs them.
 *
 * better-sqlite3 blocks the thread it runs on. With every statement on the main thread, a slow read
 * (a page of history not yet in memory, the first record of a busy worker) held up every request
 * behind it, and the national-scale mix stalled for seconds in four short runs of six, while the second
 * core was nearly idle (docs/decisions/national-scale.md). WAL lets the readers run beside the writer;
 * each read sees what was committed when it started, which is all a read outside a transaction could
 * see before.
 */
export class SqliteReadAsideDialect implements Dialect {
  readonly #driver: SqliteReadAsideDriver;

  constructor(connection: MainConnection) {
    this.#driver = new SqliteReadAsideDriver(connection);
  }

  createDriver(): Driver {
    return this.#driver;
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}

class SqliteReadAsideDriver implements Driver {
  readonly #writer = new Mutex();

  constructor(private readonly main: MainConnection) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new ReadAsideConnection(this.main, this.#writer);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as ReadAsideConnection).begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as ReadAsideConnection).end('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as ReadAsideConnection).end('rollback');
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    await this.main.readers.close();
    await this.main.close();
  }
}

class ReadAsideConnection implements DatabaseConnection {
  #inTransaction = false;

  constructor(
    private readonly main: MainConnection,
    private readonly writer: Mutex,
  ) {}

  /**
   * `immediate` takes the write lock at the start, where SQLite waits for it up to the busy timeout. A
   * transaction begun deferred takes it at its first write, and after a read SQLite does not wait there:
   * it fails at once with `database is locked` if another connection holds the lock at that moment, as
   * the readers and the checkpointer do for an instant when they meet the log's header being written
   * (docs/decisions/national-scale.md). This connection is the only writer, so no transaction waits
   * longer for it.
   */
  async begin(): Promise<void> {
    await this.writer.lock();
    try {
      this.onMainThread(CompiledQuery.raw('begin immediate'));
    } catch (error) {
      this.writer.unlock();
      throw error;
    }
    this.#inTransaction = true;
  }

  /**
   * A commit that fails (a deferred constraint, a busy database) leaves the transaction open and the
   * writer held, for the rollback Kysely sends next: releasing it there would let a waiting write run
   * inside the transaction that rollback then undoes. A rollback releases the writer however it ends
   * (the database closed under it): nothing comes after it that could release it.
   */
  async end(how: 'commit' | 'rollback'): Promise<void> {
    try {
      this.onMainThread(CompiledQuery.raw(how));
    } catch (error) {
      if (how === 'commit') throw error;
      this.release();
      // SQLite ends a transaction itself after some errors; there is nothing left to roll back then
      if (!/no transaction is active/.test(String(error))) throw error;
      return;
    }
    this.release();
    if (how === 'commit') this.main.wrote();
  }

  private release(): void {
    this.#inTransaction = false;
    this.writer.unlock();
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // a transaction holds the writer already, and reads what it wrote itself
    if (this.#inTransaction) return this.onMainThread(query);
    if (SelectQueryNode.is(query.query))
      return { rows: await this.main.readers.all(query as CompiledQuery<R>) };
    await this.writer.lock();
    try {
      const result = this.onMainThread<R>(query);
      this.main.wrote();
      return result;
    } finally {
      this.writer.unlock();
    }
  }

  // biome-ignore lint/correctness/useYield: the server streams no query; Kysely's interface asks for one
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('the SQLite driver does not stream');
  }

  private onMainThread<R>({ sql, parameters }: CompiledQuery): QueryResult<R> {
    const statement = this.main.prepare(sql);
    if (statement.reader) return { rows: statement.all(parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }
}

/** One holder at a time, the others waiting in turn (Kysely's SQLite driver has the same). */
class Mutex {
  #held: Promise<void> | undefined;
  #release: (() => void) | undefined;

  async lock(): Promise<void> {
    while (this.#held) await this.#held;
    this.#held = new Promise((resolve) => {
      this.#release = resolve;
    });
  }

  unlock(): void {
    const release = this.#release;
    this.#held = undefined;
    this.#release = undefined;
    release?.();
  }
}
