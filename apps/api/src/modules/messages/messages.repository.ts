import type { Kysely, Transaction } from 'kysely';
import type { Database, NewMessage, RatingBy } from '../../db/database';

type Db = Kysely<Database> | Transaction<Database>;

/** The conversation of an application, oldest message first. */
export function listMessages(db: Db, jobApplicationID: number) {
  return db
    .selectFrom('messages')
    .selectAll()
    .where('messageApplicationID', '=', jobApplicationID)
    .orderBy('messageID', 'asc')
    .execute();
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
