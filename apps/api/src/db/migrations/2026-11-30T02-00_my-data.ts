import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * A person's own data (docs/decisions/my-data.md): exports, asked, built in the background and kept
 * as a zip for seven days; and the deletion of an account, asked, due 30 days later (until then it
 * can be cancelled), and done, with whether the profile was public before it was hidden; and the shift
 * each showing of a national register number was for.
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
  for (const column of [
    'accountDeletionRequestedDateTime',
    'accountDeletionDueDateTime',
    'accountDeletedDateTime',
  ]) {
    await db.schema.alterTable('accounts').addColumn(column, 'varchar(19)').execute();
  }
  await db.schema.alterTable('accounts').addColumn('accountProfileWasPublic', 'integer').execute();
  // which shift a showing of her national register number was for (null for showings recorded before)
  await db.schema.alterTable('insz_disclosures').addColumn('disclosureApplicationID', 'integer').execute();
  await db.schema
    .createIndex('accounts_deletion_due')
    .on('accounts')
    .column('accountDeletionDueDateTime')
    .execute();
}
