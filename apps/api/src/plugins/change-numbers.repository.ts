import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/** The session version and the last job change, in one statement (plugins/change-numbers.ts). */
export function readChangeNumbersRow(db: Kysely<Database>) {
  return db
    .selectNoFrom((eb) => [
      eb.selectFrom('session_version').select('version').where('versionID', '=', 1).as('sessionVersion'),
      eb
        .selectFrom('job_changes')
        .select((max) => max.fn.max('changeID').as('changeID'))
        .as('lastJobChange'),
    ])
    .executeTakeFirstOrThrow();
}
