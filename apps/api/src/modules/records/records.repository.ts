import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database, RatingBy } from '../../db/database';

/** Whose record: a worker's, or a business's. */
export type RecordSubject = { userID: number } | { businessID: number };

/** The applications of a worker, or of a business's jobs. */
const ofSubject = (subject: RecordSubject) => (eb: ExpressionBuilder<Database, 'job_applications'>) =>
  'userID' in subject
    ? eb('job_applications.jobApplicationUserID', '=', subject.userID)
    : eb('job_applications.jobSnapshotBusinessID', '=', subject.businessID);

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

/** The ratings given by `by` to a worker or a business, newest first, each with how many sides rated. */
export function ratingsGivenTo(db: Kysely<Database>, subject: RecordSubject, by: RatingBy) {
  return db
    .selectFrom('ratings')
    .innerJoin('job_applications', 'job_applications.jobApplicationID', 'ratings.ratingApplicationID')
    .innerJoin('users', 'users.userID', 'job_applications.jobApplicationUserID')
    .select((eb) => [
      'ratings.ratingID',
      'ratings.ratingStars',
      'ratings.ratingComment',
      'ratings.ratingDateTime',
      'job_applications.jobApplicationCompletedDateTime',
      'job_applications.jobSnapshotTitle',
      'job_applications.jobSnapshotBusinessName',
      'users.userFirstName',
      'users.userID',
      eb
        .selectFrom('ratings as other')
        .select(eb.fn.countAll<number>().as('sides'))
        .whereRef('other.ratingApplicationID', '=', 'ratings.ratingApplicationID')
        .as('sides'),
    ])
    .where('ratings.ratingBy', '=', by)
    .where(ofSubject(subject))
    .orderBy('ratings.ratingDateTime', 'desc')
    .orderBy('ratings.ratingID', 'desc')
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
    .where('ratings.ratingBy', '=', by)
    .where(ofSubject(subject))
    .execute();
}
