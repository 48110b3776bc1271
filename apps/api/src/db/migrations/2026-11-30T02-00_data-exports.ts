import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * A person's exports of their own data (docs/decisions/my-data.md): asked, built in the background,
 * kept as a zip for seven days, then deleted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const table = db.schema.createTable('data_exports');
  await (isPostgres
    ? table.addColumn('exportID', 'serial', (col) => col.primaryKey())
    : table.addColumn('exportID', 'integer', (col) => col.primaryKey().autoIncrement())
  )
    .addColumn('exportAccountID', 'integer', (col) =>
      col.notNull().references('accounts.accountID').onDelete('cascade'),
    )
    .addColumn('exportState', 'varchar(8)', (col) => col.notNull())
    .addColumn('exportRequestedDateTime', 'varchar(19)', (col) => col.notNull())
    .addColumn('exportClaimedDateTime', 'varchar(19)')
    .addColumn('exportReadyDateTime', 'varchar(19)')
    .addColumn('exportExpiresDateTime', 'varchar(19)')
    .addColumn('exportZip', isPostgres ? 'bytea' : 'blob')
    .addColumn('exportBytes', 'integer')
    .execute();
  await db.schema
    .createIndex('data_exports_account')
    .on('data_exports')
    .columns(['exportAccountID', 'exportRequestedDateTime'])
    .execute();
  await db.schema.createIndex('data_exports_state').on('data_exports').column('exportState').execute();
}
