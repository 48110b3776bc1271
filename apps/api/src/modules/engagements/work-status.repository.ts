import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { WorkerStatusesTable } from '../../db/engagement-tables';

export function findWorkStatus(db: Kysely<Database>, userID: number) {
  return db.selectFrom('worker_statuses').selectAll().where('statusUserID', '=', userID).executeTakeFirst();
}

export async function saveWorkStatus(db: Kysely<Database>, row: Insertable<WorkerStatusesTable>) {
  const { statusUserID: _user, ...columns } = row;
  await db
    .insertInto('worker_statuses')
    .values(row)
    .onConflict((conflict) => conflict.column('statusUserID').doUpdateSet(columns))
    .execute();
}
