import { type Kysely, sql } from 'kysely';

/**
 * The engagement check of every accept counts the days a business employed extras this year
 * (docs/decisions/national-scale.md). It read the business's whole year of booked shifts, every regime,
 * by the business and start index: for the busiest business at national scale 46 ms a decision. Only
 * extras count, so their own index holds the business, the start, the status and the application: the
 * days are read from it alone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index job_applications_business_extras_idx on job_applications (${sql.ref('jobSnapshotBusinessID')}, ${sql.ref('jobApplicationAgreedStartDateTime')}, ${sql.ref('jobApplicationStatus')}, ${sql.ref('jobApplicationID')}) where ${sql.ref('jobApplicationRegime')} = 'extra'`.execute(
    db,
  );
}
