import type pg from 'pg';

/** SQL texts given a name, process-wide: the first ones met, which are the ones every request sends. */
const MAX_NAMED = 400;
// Kysely opens and ends a transaction with these texts (nested ones use savepoints, which stay inside)
const OPENS_TRANSACTION = /^(begin|start transaction)\b/i;
const ENDS_TRANSACTION = /^(commit|rollback)$/i;

/**
 * The pool's connections keep their statements prepared, as SQLite's do (kept-statements.ts): a
 * statement is parsed and analysed once per connection instead of on every request, and PostgreSQL may
 * keep its plan. Only statements outside a transaction are named. A prepared statement's columns are
 * fixed, so after a migration adds a column to a table a statement reads with `select *` (another
 * instance running `npm run migrate`), PostgreSQL refuses it once: outside a transaction it is then
 * prepared again under a new name and sent again, which inside one could not be.
 */
export function keepStatements(pool: pg.Pool): void {
  const names = new Map<string, string>();
  let named = 0;
  // a new name each time: a name PostgreSQL refused for a text is not sent again
  const newName = (text: string) => {
    named += 1;
    const name = `kept_${named}`;
    names.set(text, name);
    return name;
  };
  const nameOf = (text: string) => names.get(text) ?? (names.size < MAX_NAMED ? newName(text) : undefined);

  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<pg.QueryResult>;
    let inTransaction = false;
    client.query = ((text: unknown, values?: unknown, callback?: unknown) => {
      if (typeof text !== 'string' || !Array.isArray(values) || callback !== undefined)
        return query(text, values, callback);
      if (OPENS_TRANSACTION.test(text)) inTransaction = true;
      else if (ENDS_TRANSACTION.test(text)) inTransaction = false;
      // a statement without values goes as a simple query, which may hold several (a migration's)
      const name = inTransaction || values.length === 0 ? undefined : nameOf(text);
      if (!name) return query(text, values);
      return query({ name, text, values }).catch((error: unknown) => {
        if (!changedColumns(error)) throw error;
        return query({ name: newName(text), text, values });
      });
    }) as typeof client.query;
  });
}

/** PostgreSQL's refusal of a prepared statement whose tables' columns changed since it was prepared. */
function changedColumns(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: string }).code === '0A000' &&
    // the message is in the server's language; the function raising it is not
    (error as { routine?: string }).routine === 'RevalidateCachedQuery'
  );
}
