import { type Kysely, sql } from 'kysely';

const ENDED = `('completed', 'noShow', 'cancelled')`;

/** A partial index on job_applications, only of the rows `where` holds for. */
function partialIndex(db: Kysely<any>, name: string, columns: string[], where: string) {
  const list = columns.map((column) => `"${column}"`).join(', ');
  return sql.raw(`create index ${name} on job_applications (${list}) where ${where}`).execute(db);
}

/**
 * A record is computed from counts the database takes in its indexes, not from every row of a person's
 * or a business's history read into the server (docs/decisions/national-scale.md):
 * - ended applications by subject and status, then by when they were settled (the 12-month window of
 *   reliability) with what decides how they count; a worker's also with her worked hours;
 * - a business's withdrawn no-show claims by when they were withdrawn;
 * - ratings by subject and time now also hold their stars, so the stars of the ratings revealed for
 *   certain (older than a rating window) are summed in the index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await partialIndex(
    db,
    'job_applications_worker_outcomes_idx',
    [
      'jobApplicationUserID',
      'jobApplicationStatus',
      'jobApplicationUpdatedDateTime',
      'jobApplicationChangedBy',
      'jobApplicationLateCancellation',
      'jobApplicationNoShowState',
      'jobApplicationWorkedStartDateTime',
      'jobApplicationWorkedEndDateTime',
      'jobApplicationBreakMinutes',
    ],
    `"jobApplicationStatus" in ${ENDED}`,
  );
  await partialIndex(
    db,
    'job_applications_business_outcomes_idx',
    [
      'jobSnapshotBusinessID',
      'jobApplicationStatus',
      'jobApplicationUpdatedDateTime',
      'jobApplicationChangedBy',
      'jobApplicationLateCancellation',
      'jobApplicationNoShowState',
    ],
    `"jobApplicationStatus" in ${ENDED}`,
  );
  await partialIndex(
    db,
    'job_applications_business_withdrawn_idx',
    ['jobSnapshotBusinessID', 'jobApplicationNoShowWithdrawnDateTime'],
    `"jobApplicationNoShowWithdrawnDateTime" is not null`,
  );
  for (const [name, column] of [
    ['ratings_given_to_worker_idx', 'ratingWorkerID'],
    ['ratings_given_to_business_idx', 'ratingBusinessID'],
  ] as const) {
    await db.schema.dropIndex(name).execute();
    await db.schema
      .createIndex(name)
      .on('ratings')
      .columns([column, 'ratingBy', 'ratingDateTime', 'ratingID', 'ratingStars'])
      .execute();
  }
}
