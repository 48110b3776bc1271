import { type Kysely, sql } from 'kysely';

/**
 * Hours are agreed, not imposed. The hours as the worker confirmed them and as the business
 * corrected them are both kept beside the ones that count, with her comment when she contests them; and the business is warned once before
 * its unhandled hours are approved automatically. Hours confirmed before this migration and not
 * corrected are the worker's own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const columns: [string, string][] = [
    ['jobApplicationSubmittedStartDateTime', 'varchar(19)'],
    ['jobApplicationSubmittedEndDateTime', 'varchar(19)'],
    ['jobApplicationSubmittedBreakMinutes', 'integer'],
    ['jobApplicationCorrectedStartDateTime', 'varchar(19)'],
    ['jobApplicationCorrectedEndDateTime', 'varchar(19)'],
    ['jobApplicationCorrectedBreakMinutes', 'integer'],
    ['jobApplicationHoursContestComment', 'varchar(500)'],
    ['jobApplicationHoursWarningSentDateTime', 'varchar(19)'],
  ];
  for (const [name, type] of columns)
    await db.schema
      .alterTable('job_applications')
      .addColumn(name, type as 'text')
      .execute();
  await sql`update job_applications set "jobApplicationSubmittedStartDateTime" = "jobApplicationWorkedStartDateTime", "jobApplicationSubmittedEndDateTime" = "jobApplicationWorkedEndDateTime", "jobApplicationSubmittedBreakMinutes" = "jobApplicationBreakMinutes" where "jobApplicationHoursStatus" in ('submitted', 'approved')`.execute(
    db,
  );
}
