import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database, RatingBy } from '../../db/database';
import { afterMoment, type MomentCursor } from '../../lib/moment-cursor';

/** Whose record: a worker's, or a business's. */
export type RecordSubject = { userID: number } | { businessID: number };

/** The ratings given on a worker's shifts, or on a business's: by its index of them by time. */
const ratingsOfSubject = (subject: RecordSubject) => (eb: ExpressionBuilder<Database, 'ratings'>) =>
  'userID' in subject
    ? eb('ratings.ratingWorkerID', '=', subject.userID)
    : eb('ratings.ratingBusinessID', '=', subject.businessID);

/** A subject's applications that ended: completed, no-show, cancelled, or a no-show claim withdrawn. */
export function endedApplicationsOf(db: Kysely<Database>, who: RecordSubject) {
  return db
    .selectFrom('job_applications')
    .select([
      'jobSnapshotTitle',
      'jobApplicationStatus',
      'jobApplicationChangedBy',
      'jobApplicationLateCancellation',
      'jobApplicationNoShowState',
      'jobApplicationUpdatedDateTime',
      'jobApplicationNoShowWithdrawnDateTime',
      'jobApplicationWorkedStartDateTime',
      'jobApplicationWorkedEndDateTime',
      'jobApplicationBreakMinutes',
    ])
    .where((eb) =>
      'userID' in who
        ? eb('jobApplicationUserID', '=', who.userID)
        : eb('jobSnapshotBusinessID', '=', who.businessID),
    )
    .where((eb) =>
      eb.or([
        eb('jobApplicationStatus', 'in', ['completed', 'noShow', 'cancelled']),
        eb('jobApplicationNoShowWithdrawnDateTime', 'is not', null),
      ]),
    )
    .execute();
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
 * The stars alone of the ratings given by `by` to a subject, each with its shift's end and how many
 * sides rated: what a record's average needs, without the reviewers' names (reviews.ts reads those).
 */
export function ratingStarsGivenTo(db: Kysely<Database>, subject: RecordSubject, by: RatingBy) {
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
    .execute();
}
