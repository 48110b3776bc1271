// Locks: builds an index of the kept records; writes to `record_cache` wait until it is done.
import type { Kysely } from 'kysely';

/**
 * The kept records by the moment time alone changes them: the record refresh finds those past it
 * each minute in that order without reading every kept record.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('record_cache_valid_until')
    .on('record_cache')
    .columns(['validUntil', 'subjectKey'])
    .execute();
}
