import { type Kysely, PostgresAdapter, sql } from 'kysely';

/** 1 for a message that waits for `reader`, else 0, of the message `row`. */
const waitsFor = (row: string, reader: 'worker' | 'business') =>
  `case when ${row}."messageBy" <> '${reader}' and ${row}."messageReadDateTime" is null then 1 else 0 end`;

/** +1 when the message `new` became unread for `reader`, -1 when it was read, else 0. */
const readChange = (reader: 'worker' | 'business') =>
  `case when new."messageBy" = '${reader}' then 0 when new."messageReadDateTime" is null then 1 else -1 end`;

const UPSERT_COLUMNS = `("conversationApplicationID", "conversationWorkerID", "conversationBusinessID",
  "conversationLastMessageID", "conversationWorkerUnread", "conversationBusinessUnread")`;

/** Keeps the new message's conversation: its last message, and one more unread for the side it waits for. */
const keepConversationOf = `insert into conversations ${UPSERT_COLUMNS}
    select a."jobApplicationID", a."jobApplicationUserID", a."jobSnapshotBusinessID", new."messageID",
      ${waitsFor('new', 'worker')}, ${waitsFor('new', 'business')}
    from job_applications a where a."jobApplicationID" = new."messageApplicationID"
  on conflict ("conversationApplicationID") do update set
    "conversationLastMessageID" = case when excluded."conversationLastMessageID" > conversations."conversationLastMessageID"
      then excluded."conversationLastMessageID" else conversations."conversationLastMessageID" end,
    "conversationWorkerUnread" = conversations."conversationWorkerUnread" + excluded."conversationWorkerUnread",
    "conversationBusinessUnread" = conversations."conversationBusinessUnread" + excluded."conversationBusinessUnread";`;

const countReadChange = `update conversations set
    "conversationWorkerUnread" = "conversationWorkerUnread" + ${readChange('worker')},
    "conversationBusinessUnread" = "conversationBusinessUnread" + ${readChange('business')}
  where "conversationApplicationID" = new."messageApplicationID";`;

const readStateChanged = `(old."messageReadDateTime" is null) <> (new."messageReadDateTime" is null)`;

/**
 * Each conversation (one per application with messages) with its last message and what waits for each
 * side, kept by triggers as messages are written and read, whatever path writes them
 * (docs/decisions/national-scale.md). The inbox reads the newest hundred of a worker or a business by an
 * index; before, it grouped every message of every application the business ever had.
 * A conversation goes with its application.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('conversations')
    .addColumn('conversationApplicationID', 'integer', (col) =>
      col.primaryKey().references('job_applications.jobApplicationID').onDelete('cascade'),
    )
    .addColumn('conversationWorkerID', 'integer', (col) => col.notNull())
    .addColumn('conversationBusinessID', 'integer', (col) => col.notNull())
    .addColumn('conversationLastMessageID', 'integer', (col) => col.notNull())
    .addColumn('conversationWorkerUnread', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('conversationBusinessUnread', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql
    .raw(`insert into conversations ${UPSERT_COLUMNS}
      select m."messageApplicationID", a."jobApplicationUserID", a."jobSnapshotBusinessID", max(m."messageID"),
        sum(${waitsFor('m', 'worker')}), sum(${waitsFor('m', 'business')})
      from messages m join job_applications a on a."jobApplicationID" = m."messageApplicationID"
      group by m."messageApplicationID", a."jobApplicationUserID", a."jobSnapshotBusinessID"`)
    .execute(db);
  for (const [name, column] of [
    ['conversations_worker_idx', 'conversationWorkerID'],
    ['conversations_business_idx', 'conversationBusinessID'],
  ] as const)
    await db.schema
      .createIndex(name)
      .on('conversations')
      .columns([column, 'conversationLastMessageID'])
      .execute();

  if (isPostgres) {
    await sql
      .raw(`create function keep_conversation() returns trigger language plpgsql as $$
        begin
          if tg_op = 'INSERT' then ${keepConversationOf}
          else ${countReadChange}
          end if;
          return null;
        end $$`)
      .execute(db);
    await sql`create trigger conversations_message_insert after insert on messages
      for each row execute function keep_conversation()`.execute(db);
    await sql
      .raw(`create trigger conversations_message_read after update of "messageReadDateTime" on messages
        for each row when (${readStateChanged}) execute function keep_conversation()`)
      .execute(db);
    return;
  }
  await sql
    .raw(
      `create trigger conversations_message_insert after insert on messages begin ${keepConversationOf} end`,
    )
    .execute(db);
  await sql
    .raw(`create trigger conversations_message_read after update of "messageReadDateTime" on messages
      when ${readStateChanged} begin ${countReadChange} end`)
    .execute(db);
}
