import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/database';
import { businessRecordsOf, workerRecordsOf } from '../../src/modules/records/worker-record';

const PEOPLE_PER_READ = 500;

/** Every page of ids after the last, each kept by `keep`: answers how many. */
async function inPages(
  page: (after: number) => Promise<number[]>,
  keep: (ids: number[]) => Promise<unknown>,
) {
  let count = 0;
  for (let after = 0; ; ) {
    const ids = await page(after);
    if (ids.length === 0) return count;
    await keep(ids);
    count += ids.length;
    after = ids.at(-1)!;
  }
}

/**
 * Every worker's and business's record computed and kept, as a marketplace that has run for years holds
 * them: the record refresh keeps each one current from its first look on (record-refresh.ts), so a screen
 * reads one row a person. Records already kept and current are left as they are. Answers how many people.
 */
export async function keepEveryRecord(db: Kysely<Database>): Promise<number> {
  const workers = await inPages(
    async (after) =>
      (
        await db
          .selectFrom('users')
          .select('userID')
          .where('userID', '>', after)
          .orderBy('userID')
          .limit(PEOPLE_PER_READ)
          .execute()
      ).map((row) => row.userID),
    (userIDs) => workerRecordsOf(db, userIDs),
  );
  const businesses = await inPages(
    async (after) =>
      (
        await db
          .selectFrom('businesses')
          .select('businessID')
          .where('businessID', '>', after)
          .orderBy('businessID')
          .limit(PEOPLE_PER_READ)
          .execute()
      ).map((row) => row.businessID),
    (businessIDs) => businessRecordsOf(db, businessIDs),
  );
  return workers + businesses;
}

/**
 * No record kept (BENCH_FIRST_LOOKS): every screen computes the records of the people it shows on their
 * first look, as on a marketplace that has just started keeping them. Answers how many were forgotten.
 */
export async function forgetKeptRecords(db: Kysely<Database>): Promise<number> {
  const { numDeletedRows } = await db.deleteFrom('record_cache').executeTakeFirst();
  return Number(numDeletedRows);
}
