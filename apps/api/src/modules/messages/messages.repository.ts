import type { Kysely, Transaction } from 'kysely';
import type { Database, NewMessage, RatingBy } from '../../db/database';

type Db = Kysely<Database> | Transaction<Database>;

/** A page of the conversation of an application, newest message first, from before `before` on. */
export function listMessages(db: Db, jobApplicationID: number, page: { before?: number; limit: number }) {
  let query = db.selectFrom('messages').selectAll().where('messageApplicationID', '=', jobApplicationID);
  if (page.before !== undefined) query = query.where('messageID', '<', page.before);
  return query.orderBy('messageID', 'desc').limit(page.limit).execute();
}

export async function countMessages(db: Db, jobApplicationID: number) {
  const { count } = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('messageApplicationID', '=', jobApplicationID)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The other side's unread messages are read from `at` on. */
export function markOthersMessagesRead(db: Db, jobApplicationID: number, reader: RatingBy, at: string) {
  return db
    .updateTable('messages')
    .set({ messageReadDateTime: at })
    .where('messageApplicationID', '=', jobApplicationID)
    .where('messageBy', '!=', reader)
    .where('messageReadDateTime', 'is', null)
    .execute();
}

/** Whether this side wrote in the conversation (and, with `mailedSince`, had it mailed since then). */
export async function hasWritten(
  db: Db,
  jobApplicationID: number,
  writer: RatingBy,
  mailedSince?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('messages')
    .select('messageID')
    .where('messageApplicationID', '=', jobApplicationID)
    .where('messageBy', '=', writer);
  if (mailedSince !== undefined)
    query = query.where('messageMailed', '=', 1).where('messageDateTime', '>', mailedSince);
  return (await query.executeTakeFirst()) !== undefined;
}

export function insertMessage(db: Db, message: NewMessage) {
  return db.insertInto('messages').values(message).execute();
}
