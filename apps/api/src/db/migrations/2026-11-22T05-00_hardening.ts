import { type Kysely, PostgresAdapter, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (table: ReturnType<typeof db.schema.createTable>, column: string) =>
    isPostgres
      ? table.addColumn(column, 'serial', (col) => col.primaryKey())
      : table.addColumn(column, 'integer', (col) => col.primaryKey().autoIncrement());

  // which account owns each stored upload: only the owner's own changes may delete it
  await db.schema
    .createTable('stored_files')
    .addColumn('url', 'varchar(300)', (col) => col.primaryKey())
    .addColumn('ownerAccountID', 'integer', (col) => col.notNull())
    .addColumn('createdAt', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('stored_files_owner_idx').on('stored_files').column('ownerAccountID').execute();
  const now = Math.floor(Date.now() / 1000);
  await sql`insert into stored_files (url, "ownerAccountID", "createdAt")
    select "userAvatar", "userAccountID", ${sql.lit(now)} from users where "userAvatar" like '/upload/%'
    union select "businessAvatar", "businessAccountID", ${sql.lit(now)} from businesses where "businessAvatar" like '/upload/%'
    union select "businessCoverPicture", "businessAccountID", ${sql.lit(now)} from businesses where "businessCoverPicture" like '/upload/%'`.execute(
    db,
  );

  // mail is written in the transaction of the change it reports, and delivered afterwards with retries
  await id(db.schema.createTable('outbox'), 'outboxID')
    .addColumn('recipient', 'varchar(254)', (col) => col.notNull())
    .addColumn('subject', 'varchar(300)', (col) => col.notNull())
    .addColumn('textBody', 'text', (col) => col.notNull())
    .addColumn('htmlBody', 'text', (col) => col.notNull())
    .addColumn('createdAt', 'integer', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('nextAttemptAt', 'integer', (col) => col.notNull())
    .addColumn('lockedUntil', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sentAt', 'integer')
    .addColumn('lastError', 'varchar(500)')
    .execute();
  await db.schema.createIndex('outbox_due_idx').on('outbox').columns(['sentAt', 'nextAttemptAt']).execute();

  // a skill name once per user, whatever its case, even when two requests race
  await sql`delete from user_skills where "userSkillID" not in (
    select min("userSkillID") from user_skills group by "userSkillUserID", lower("userSkillName"))`.execute(
    db,
  );
  await sql`create unique index user_skills_user_name_unique on user_skills ("userSkillUserID", lower("userSkillName"))`.execute(
    db,
  );
}
