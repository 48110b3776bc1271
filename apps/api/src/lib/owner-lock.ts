import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/database';
import { isPostgres } from '../db/engine';

/**
 * Within a transaction, lets one writer at a time check and change what one owner has, so a cap ("at
 * most 10 devices") holds against requests that arrive together. PostgreSQL takes a transaction-level
 * advisory lock on the key; SQLite writes one transaction at a time already.
 */
export async function lockOwner(trx: Transaction<Database>, key: string): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}
