import type { Kysely } from 'kysely';

/**
 * A queued mail or push remembers the request that caused it, so that its delivery is logged
 * under the id the user was shown ("Foutcode") and an operator can follow one complaint end to end.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('requestID', 'text').execute();
}
