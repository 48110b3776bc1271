import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The presence log (docs/decisions/check-in.md): every check-in and check-out of a booked shift, by
 * scan, by typed code or by the business by hand, appended and never changed. A correction is a newer
 * record with who made it and why; the database refuses an update, whatever code asks for it.
 * Two marks let the sweep remind the worker before the start and warn the business after it, each once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const table = db.schema.createTable('presence_checks');
  await (isPostgres
    ? table.addColumn('checkID', 'serial', (col) => col.primaryKey())
    : table.addColumn('checkID', 'integer', (col) => col.primaryKey().autoIncrement())
  )
    .addColumn('checkApplicationID', 'integer', (col) =>
      col.notNull().references('job_applications.jobApplicationID').onDelete('cascade'),
    )
    .addColumn('checkJobID', 'integer', (col) => col.notNull())
    .addColumn('checkKind', 'varchar(3)', (col) => col.notNull())
    .addColumn('checkMethod', 'varchar(6)', (col) => col.notNull())
    .addColumn('checkedAt', 'varchar(19)', (col) => col.notNull())
    .addColumn('checkRecordedAt', 'varchar(19)', (col) => col.notNull())
    .addColumn('checkRecordedBy', 'varchar(8)', (col) => col.notNull())
    .addColumn('checkRecordedByUserID', 'integer', (col) => col.notNull())
    .addColumn('checkReason', 'varchar(300)')
    .addColumn('checkDistanceMetres', 'integer')
    .execute();
  await db.schema
    .createIndex('presence_checks_application')
    .on('presence_checks')
    .columns(['checkApplicationID', 'checkID'])
    .execute();
  await db.schema
    .createIndex('presence_checks_job_time')
    .on('presence_checks')
    .columns(['checkJobID', 'checkedAt'])
    .execute();
  if (isPostgres) {
    await sql`create function presence_checks_never_change() returns trigger language plpgsql as $$
      begin raise exception 'presence checks are appended, never changed'; end $$`.execute(db);
    await sql`create trigger presence_checks_append_only before update on presence_checks
      for each row execute function presence_checks_never_change()`.execute(db);
  } else {
    await sql`create trigger presence_checks_append_only before update on presence_checks
      begin select raise(abort, 'presence checks are appended, never changed'); end`.execute(db);
  }
  for (const column of [
    'jobApplicationCheckInReminderSentDateTime',
    'jobApplicationNoCheckInAlertSentDateTime',
  ]) {
    await db.schema.alterTable('job_applications').addColumn(column, 'varchar(19)').execute();
  }
}
