import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * A worker may apply again to a job after withdrawing or after a cancelled shift. The
 * application row is reused (one per job and worker), so how the earlier attempt ended is kept here
 * first: a late cancellation still counts in the worker's or the business's record.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const table = db.schema.createTable('earlier_applications');
  await (isPostgres
    ? table.addColumn('earlierApplicationID', 'serial', (col) => col.primaryKey())
    : table.addColumn('earlierApplicationID', 'integer', (col) => col.primaryKey().autoIncrement())
  )
    .addColumn('earlierOfApplicationID', 'integer', (col) =>
      col.notNull().references('job_applications.jobApplicationID').onDelete('cascade'),
    )
    .addColumn('earlierUserID', 'integer', (col) => col.notNull())
    .addColumn('earlierBusinessID', 'integer', (col) => col.notNull())
    .addColumn('earlierStatus', 'varchar(20)', (col) => col.notNull())
    .addColumn('earlierChangedBy', 'varchar(10)')
    .addColumn('earlierLateCancellation', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('earlierSettledDateTime', 'varchar(19)')
    .execute();
  await db.schema
    .createIndex('earlier_applications_user_idx')
    .on('earlier_applications')
    .column('earlierUserID')
    .execute();
  await db.schema
    .createIndex('earlier_applications_business_idx')
    .on('earlier_applications')
    .column('earlierBusinessID')
    .execute();
}
