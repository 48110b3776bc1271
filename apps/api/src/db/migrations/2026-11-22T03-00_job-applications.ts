import { type Kysely, PostgresAdapter } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const table = db.schema.createTable('job_applications');
  await (isPostgres
    ? table.addColumn('jobApplicationID', 'serial', (col) => col.primaryKey())
    : table.addColumn('jobApplicationID', 'integer', (col) => col.primaryKey().autoIncrement())
  )
    // no foreign key to jobs: an application outlives a deleted job, shown with the snapshot below
    .addColumn('jobApplicationJobID', 'integer', (col) => col.notNull())
    .addColumn('jobApplicationUserID', 'integer', (col) =>
      col.notNull().references('users.userID').onDelete('cascade'),
    )
    .addColumn('jobApplicationStatus', 'varchar(20)', (col) => col.notNull().defaultTo('pending'))
    .addColumn('jobApplicationDateTime', 'varchar(19)', (col) => col.notNull())
    .addColumn('jobApplicationUpdatedDateTime', 'varchar(19)')
    .addColumn('jobSnapshotTitle', 'varchar(200)', (col) => col.notNull())
    .addColumn('jobSnapshotBusinessID', 'integer', (col) => col.notNull())
    .addColumn('jobSnapshotBusinessName', 'varchar(200)')
    .addColumn('jobSnapshotLocation', 'varchar(100)')
    .addColumn('jobSnapshotWagePerHour', 'double precision')
    .addColumn('jobSnapshotStartDateTime', 'varchar(19)')
    .addUniqueConstraint('job_applications_job_user_unique', ['jobApplicationJobID', 'jobApplicationUserID'])
    .execute();
  await db.schema
    .createIndex('job_applications_user_idx')
    .on('job_applications')
    .columns(['jobApplicationUserID', 'jobApplicationDateTime'])
    .execute();
  await db.schema
    .createIndex('job_applications_job_idx')
    .on('job_applications')
    .column('jobApplicationJobID')
    .execute();
}
