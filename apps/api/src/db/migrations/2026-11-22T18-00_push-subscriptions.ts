import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * The devices a user allowed Web Push on, and a channel on the outbox, so a push is queued in
 * the transaction of the change it reports and delivered (and retried) like a mail.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const table = db.schema.createTable('push_subscriptions');
  await (isPostgres
    ? table.addColumn('pushSubscriptionID', 'serial', (col) => col.primaryKey())
    : table.addColumn('pushSubscriptionID', 'integer', (col) => col.primaryKey().autoIncrement())
  )
    .addColumn('pushUserID', 'integer', (col) => col.notNull().references('users.userID').onDelete('cascade'))
    .addColumn('pushEndpoint', 'varchar(1000)', (col) => col.notNull().unique())
    .addColumn('pushP256dh', 'varchar(200)', (col) => col.notNull())
    .addColumn('pushAuth', 'varchar(100)', (col) => col.notNull())
    .addColumn('pushCreatedDateTime', 'varchar(19)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user_idx')
    .on('push_subscriptions')
    .column('pushUserID')
    .execute();
  await db.schema
    .alterTable('outbox')
    .addColumn('channel', 'varchar(10)', (col) => col.notNull().defaultTo('mail'))
    .execute();
}
