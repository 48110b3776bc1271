import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database, RatingBy } from '../../db/database';
import { afterMoment, type MomentCursor } from '../../lib/moment-cursor';

/** Whose record: a worker's, or a business's. */
export type RecordSubject = { userID: number } | { businessID: number };

/** The ratings given on a worker's shifts, or on a business's: by its index of them by time. */
const ratingsOfSubject = (subject: RecordSubject) => (eb: ExpressionBuilder<Database, 'ratings'>) =>
  'userID' in subject
    ? eb('ratings.ratingWorkerID', '=', subject.userID)
    : eb('ratings.ratingBusinessID', '=', subject.businessID);

/**
 * That an application ended. Every read of ended applications says so, also beside a narrower condition,
 * and with the statuses as constants in the statement: so the database knows that the partial indexes
 * of ended applications (migration 2026-11-30T10-00) hold what it asks, which a bound value does not prove.
 */
const isEnded = (eb: ExpressionBuilder<Database, 'job_applications'>) =>
  eb(
    'jobApplicationStatus',
    'in',
    (['completed', 'noShow', 'cancelled'] as const).map((status) => sql.lit(status)),
  );

const ofSubject = (who: RecordSubject) => (eb: ExpressionBuilder<Database, 'job_applications'>) =>
  'userID' in who
    ? eb('jobApplicationUserID', '=', who.userID)
    : eb('jobSnapshotBusinessID', '=', who.businessID);

/** The hours of each of a worker's completed shifts, read from her index of ended applications. */
export function completedShiftHoursOf(db: Kysely<Database>, userID: number) {
  return db
    .selectFrom('job_applications')
    .select([
      'jobApplicationWorkedStartDateTime',
      'jobApplicationWorkedEndDateTime',
      'jobApplicationBreakMinutes',
    ])
    .where('jobApplicationUserID', '=', userID)
    .where(isEnded)
    .where('jobApplicationStatus', '=', 'completed')
    .execute();
}

/** How many completed shifts a business had, counted in its index of ended applications. */
export async function completedShiftCountOf(db: Kysely<Database>, businessID: number): Promise<number> {
  const row = await db
    .selectFrom('job_applications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('jobSnapshotBusinessID', '=', businessID)
    .where(isEnded)
    .where('jobApplicationStatus', '=', 'completed')
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * A subject's applications that ended (completed, no-show, cancelled) and were settled from `since` on,
 * counted by what decides how they count, each group with its earliest settling.
 */
export async function settledOutcomesSince(db: Kysely<Database>, who: RecordSubject, since: string) {
  const rows = await db
    .selectFrom('job_applications')
    .select((eb) => [
      'jobApplicationStatus',
      'jobApplicationChangedBy',
      'jobApplicationLateCancellation',
      'jobApplicationNoShowState',
      eb.fn.countAll<number>().as('count'),
      eb.fn.min('jobApplicationUpdatedDateTime').as('firstSettledAt'),
    ])
    .where(ofSubject(who))
    .where(isEnded)
    .where('jobApplicationUpdatedDateTime', '>=', since)
    .groupBy([
      'jobApplicationStatus',
      'jobApplicationChangedBy',
      'jobApplicationLateCancellation',
      'jobApplicationNoShowState',
    ])
    .execute();
  return rows.map((row) => ({
    ...row,
    count: Number(row.count),
    firstSettledAt: String(row.firstSettledAt),
  }));
}

/** A worker's applications that ended and were settled from `since` on, each with its job's title. */
export function settledApplicationsSince(db: Kysely<Database>, userID: number, since: string) {
  return db
    .selectFrom('job_applications')
    .select([
      'jobSnapshotTitle',
      'jobApplicationStatus',
      'jobApplicationChangedBy',
      'jobApplicationLateCancellation',
      'jobApplicationNoShowState',
      'jobApplicationUpdatedDateTime',
    ])
    .where('jobApplicationUserID', '=', userID)
    .where(isEnded)
    .where('jobApplicationUpdatedDateTime', '>=', since)
    .execute();
}

/** How many no-show claims a business withdrew from `since` on, and the earliest of them. */
export async function withdrawnNoShowsSince(db: Kysely<Database>, businessID: number, since: string) {
  const row = await db
    .selectFrom('job_applications')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.min('jobApplicationNoShowWithdrawnDateTime').as('first'),
    ])
    .where('jobSnapshotBusinessID', '=', businessID)
    .where('jobApplicationNoShowWithdrawnDateTime', '>=', since)
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), first: (row?.first as string | null | undefined) ?? null };
}

/** A subject's earlier attempts at jobs applied to again, as they ended. */
export function earlierApplicationsOf(db: Kysely<Database>, who: RecordSubject) {
  return db
    .selectFrom('earlier_applications')
    .innerJoin('job_applications', 'jobApplicationID', 'earlierOfApplicationID')
    .select([
      'jobSnapshotTitle',
      'earlierStatus',
      'earlierChangedBy',
      'earlierLateCancellation',
      'earlierSettledDateTime',
    ])
    .where((eb) =>
      'userID' in who ? eb('earlierUserID', '=', who.userID) : eb('earlierBusinessID', '=', who.businessID),
    )
    .execute();
}

/** That the other side rated the same shift too: both ratings are then shown at once. */
const bothRated = (eb: ExpressionBuilder<Database, 'ratings' | 'job_applications'>) =>
  eb.exists(
    eb
      .selectFrom('ratings as other')
      .select('other.ratingID')
      .whereRef('other.ratingApplicationID', '=', 'ratings.ratingApplicationID')
      .whereRef('other.ratingBy', '<>', 'ratings.ratingBy'),
  );

/**
 * A page of the revealed ratings given by `by` to a subject, newest first: those both sides gave, or
 * whose shift ended before `windowClosedBefore` (its rating window closed), after the cursor's rating.
 */
export function revealedRatingsPage(
  db: Kysely<Database>,
  subject: RecordSubject,
  by: RatingBy,
  page: { windowClosedBefore: string; after?: MomentCursor; limit: number },
) {
  let query = db
    .selectFrom('ratings')
    .innerJoin('job_applications', 'job_applications.jobApplicationID', 'ratings.ratingApplicationID')
    .innerJoin('users', 'users.userID', 'job_applications.jobApplicationUserID')
    .select([
      'ratings.ratingID',
      'ratings.ratingStars',
      'ratings.ratingComment',
      'ratings.ratingDateTime',
      'job_applications.jobSnapshotTitle',
      'job_applications.jobSnapshotBusinessName',
      'users.userFirstName',
      'users.userID',
    ])
    .where(ratingsOfSubject(subject))
    .where('ratings.ratingBy', '=', by)
    .where((eb) =>
      eb.or([
        bothRated(eb),
        eb('job_applications.jobApplicationCompletedDateTime', '<=', page.windowClosedBefore),
      ]),
    );
  const after = page.after;
  if (after)
    query = query.where((eb) => afterMoment(eb, 'ratings.ratingDateTime', 'ratings.ratingID', after));
  return query
    .orderBy('ratings.ratingDateTime', 'desc')
    .orderBy('ratings.ratingID', 'desc')
    .limit(page.limit)
    .execute();
}

/**
 * The sum and number of the stars given by `by` to a subject before `before`, summed in the index of
 * the subject's ratings by time: what a record's average needs of the ratings long revealed.
 */
export async function starsGivenBefore(
  db: Kysely<Database>,
  subject: RecordSubject,
  by: RatingBy,
  before: string,
): Promise<{ total: number; count: number }> {
  const row = await db
    .selectFrom('ratings')
    .select((eb) => [eb.fn.sum<number>('ratingStars').as('total'), eb.fn.countAll<number>().as('count')])
    .where(ratingsOfSubject(subject))
    .where('ratingBy', '=', by)
    .where('ratingDateTime', '<', before)
    .executeTakeFirst();
  return { total: Number(row?.total ?? 0), count: Number(row?.count ?? 0) };
}

/**
 * The stars alone of the ratings given by `by` to a subject from `since` on, each with its shift's end
 * and how many sides rated: whether each is revealed yet, without the reviewers' names.
 */
export function starsGivenSince(db: Kysely<Database>, subject: RecordSubject, by: RatingBy, since: string) {
  return db
    .selectFrom('ratings')
    .innerJoin('job_applications', 'job_applications.jobApplicationID', 'ratings.ratingApplicationID')
    .select((eb) => [
      'ratings.ratingStars',
      'job_applications.jobApplicationCompletedDateTime',
      eb
        .selectFrom('ratings as other')
        .select(eb.fn.countAll<number>().as('sides'))
        .whereRef('other.ratingApplicationID', '=', 'ratings.ratingApplicationID')
        .as('sides'),
    ])
    .where(ratingsOfSubject(subject))
    .where('ratings.ratingBy', '=', by)
    .where('ratings.ratingDateTime', '>=', since)
    .execute();
}
