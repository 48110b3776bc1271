import { type Kysely, sql } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../db/database';

/** Runs a write in a transaction that then fails: what its triggers wrote must roll back with it. */
export async function writeThatFails(
  db: Kysely<Database>,
  write: (trx: Kysely<Database>) => Promise<unknown>,
) {
  await expect(
    db.transaction().execute(async (trx) => {
      await write(trx);
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
}

/** Counts a table kept by trigger again from the rows as they are, as its migration filled it. */
export function countAgain(db: Kysely<Database>, statements: string[]) {
  return db.transaction().execute(async (trx) => {
    for (const statement of statements) await sql.raw(statement).execute(trx);
  });
}
