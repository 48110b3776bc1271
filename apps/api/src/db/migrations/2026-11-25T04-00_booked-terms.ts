import { type Kysely, sql } from 'kysely';

/**
 * A booked shift is an agreement. The terms a worker was booked on (start, end, place, wage)
 * are kept on the application when it is accepted; a change of the job's terms is a proposal until the
 * worker accepts it, and a declined one cancels the shift without counting against her. Shifts booked
 * before this migration are booked on the job's terms as they are now.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const columns: [string, string][] = [
    ['jobApplicationAgreedStartDateTime', 'varchar(19)'],
    ['jobApplicationAgreedEndDateTime', 'varchar(19)'],
    ['jobApplicationAgreedLocation', 'varchar(100)'],
    ['jobApplicationAgreedWagePerHour', 'double precision'],
    ['jobApplicationChangeProposedDateTime', 'varchar(19)'],
  ];
  for (const [name, type] of columns)
    await db.schema
      .alterTable('job_applications')
      .addColumn(name, type as 'text')
      .execute();
  await db.schema
    .alterTable('job_applications')
    .addColumn('jobApplicationChangeDeclined', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`update job_applications set
      "jobApplicationAgreedStartDateTime" = (select "jobStartDateTime" from jobs where jobs."jobID" = job_applications."jobApplicationJobID"),
      "jobApplicationAgreedEndDateTime" = (select "jobEndDateTime" from jobs where jobs."jobID" = job_applications."jobApplicationJobID"),
      "jobApplicationAgreedLocation" = (select "jobLocation" from jobs where jobs."jobID" = job_applications."jobApplicationJobID"),
      "jobApplicationAgreedWagePerHour" = (select "jobWagePerHour" from jobs where jobs."jobID" = job_applications."jobApplicationJobID")
    where "jobApplicationStatus" = 'accepted'`.execute(db);
}
