import { type Kysely, PostgresAdapter } from 'kysely';

/** A conversation per application between the business and the applicant. */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const table = db.schema.createTable('messages');
  await (isPostgres
    ? table.addColumn('messageID', 'serial', (col) => col.primaryKey())
    : table.addColumn('messageID', 'integer', (col) => col.primaryKey().autoIncrement())
  )
    .addColumn('messageApplicationID', 'integer', (col) =>
      col.notNull().references('job_applications.jobApplicationID').onDelete('cascade'),
    )
    // 'worker' or 'business': who wrote it
    .addColumn('messageBy', 'varchar(10)', (col) => col.notNull())
    .addColumn('messageText', 'varchar(2000)', (col) => col.notNull())
    .addColumn('messageDateTime', 'varchar(19)', (col) => col.notNull())
    .addColumn('messageReadDateTime', 'varchar(19)')
    // 1 when this message also went out by mail (at most one mail per conversation per 15 minutes)
    .addColumn('messageMailed', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('messages_application_idx')
    .on('messages')
    .columns(['messageApplicationID', 'messageID'])
    .execute();
}
