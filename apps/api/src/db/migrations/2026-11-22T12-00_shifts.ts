import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * After 'accepted': who changed an application and whether a cancellation was late, the hours
 * worked and their approval, the mails already sent for the shift, and the ratings both ways.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const columns: [string, string, boolean?][] = [
    ['jobApplicationChangedBy', 'varchar(10)'],
    ['jobApplicationLateCancellation', 'integer', true],
    ['jobApplicationCancelReason', 'varchar(500)'],
    ['jobApplicationWorkedStartDateTime', 'varchar(19)'],
    ['jobApplicationWorkedEndDateTime', 'varchar(19)'],
    ['jobApplicationBreakMinutes', 'integer'],
    ['jobApplicationHoursStatus', 'varchar(20)'],
    ['jobApplicationHoursSubmittedDateTime', 'varchar(19)'],
    ['jobApplicationHoursComment', 'varchar(500)'],
    ['jobApplicationHoursDecidedBy', 'varchar(10)'],
    ['jobApplicationCompletedDateTime', 'varchar(19)'],
    ['jobApplicationReminderSentDateTime', 'varchar(19)'],
    ['jobApplicationHoursRequestSentDateTime', 'varchar(19)'],
  ];
  for (const [name, type, flag] of columns) {
    await db.schema
      .alterTable('job_applications')
      .addColumn(name, type as 'integer', (col) => (flag ? col.notNull().defaultTo(0) : col))
      .execute();
  }
  // the shift sweep looks for accepted applications and submitted hours
  await db.schema
    .createIndex('job_applications_status_idx')
    .on('job_applications')
    .columns(['jobApplicationStatus', 'jobApplicationJobID'])
    .execute();

  const ratings = db.schema.createTable('ratings');
  await (isPostgres
    ? ratings.addColumn('ratingID', 'serial', (col) => col.primaryKey())
    : ratings.addColumn('ratingID', 'integer', (col) => col.primaryKey().autoIncrement())
  )
    .addColumn('ratingApplicationID', 'integer', (col) =>
      col.notNull().references('job_applications.jobApplicationID').onDelete('cascade'),
    )
    // 'worker' rates the business, 'business' rates the worker
    .addColumn('ratingBy', 'varchar(10)', (col) => col.notNull())
    .addColumn('ratingStars', 'integer', (col) => col.notNull())
    .addColumn('ratingComment', 'varchar(500)')
    .addColumn('ratingDateTime', 'varchar(19)', (col) => col.notNull())
    .addUniqueConstraint('ratings_application_by_unique', ['ratingApplicationID', 'ratingBy'])
    .execute();
  await db.schema
    .createIndex('job_applications_business_idx')
    .on('job_applications')
    .column('jobSnapshotBusinessID')
    .execute();
}
