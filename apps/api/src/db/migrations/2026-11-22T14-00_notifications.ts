import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * In-app notifications per user, and each user's random mail token, which makes the one-click
 * unsubscribe link in every mail impossible to forge without reading the mail.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const table = db.schema.createTable('notifications');
  await (isPostgres
    ? table.addColumn('notificationID', 'serial', (col) => col.primaryKey())
    : table.addColumn('notificationID', 'integer', (col) => col.primaryKey().autoIncrement())
  )
    .addColumn('notificationUserID', 'integer', (col) =>
      col.notNull().references('users.userID').onDelete('cascade'),
    )
    .addColumn('notificationKind', 'varchar(40)', (col) => col.notNull())
    .addColumn('notificationTitle', 'varchar(300)', (col) => col.notNull())
    .addColumn('notificationBody', 'varchar(1000)', (col) => col.notNull())
    .addColumn('notificationLink', 'varchar(300)', (col) => col.notNull())
    .addColumn('notificationCreatedDateTime', 'varchar(19)', (col) => col.notNull())
    .addColumn('notificationReadDateTime', 'varchar(19)')
    .execute();
  await db.schema
    .createIndex('notifications_user_idx')
    .on('notifications')
    .columns(['notificationUserID', 'notificationID'])
    .execute();
  await db.schema
    .createTable('mail_tokens')
    .addColumn('userID', 'integer', (col) => col.primaryKey().references('users.userID').onDelete('cascade'))
    .addColumn('token', 'varchar(64)', (col) => col.notNull())
    .execute();
}
