import type { RatingPayload, ReviewList } from '@jobbel/shared/shifts/shift.schemas';
import { isRatingRevealed, isRatingWindowOpen } from '@jobbel/shared/shifts/shift-rules';
import type { Kysely } from 'kysely';
import type { Database, RatingBy } from '../../db/database';
import { brusselsNow } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import type { AuthContext } from '../auth/token.service';
import { settingsOf } from '../settings/settings.service';
import { answerShift, loadShift } from './shift-access';
import { insertRating } from './shifts.repository';

/** After completion each side rates the other once, within 14 days; the unique key stops a second one. */
export async function rateShift(
  db: Kysely<Database>,
  auth: AuthContext,
  jobApplicationID: number,
  payload: RatingPayload,
) {
  const shift = await loadShift(db, auth, jobApplicationID);
  const completedAt = shift.application.jobApplicationCompletedDateTime;
  if (shift.application.jobApplicationStatus !== 'completed' || !completedAt)
    throw conflict(t('api.shifts.notCompleted'), 'not_completed');
  if (!isRatingWindowOpen(completedAt, shift.now))
    throw conflict(t('api.shifts.ratingWindowClosed'), 'rating_closed');
  try {
    await insertRating(db, {
      ratingApplicationID: jobApplicationID,
      ratingBy: shift.side,
      ratingStars: payload.ratingStars,
      ratingComment: payload.ratingComment || null,
      ratingDateTime: shift.now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(t('api.shifts.alreadyRated'), 'already_rated');
    throw error;
  }
  return answerShift(db, shift);
}

export type RatingSubject = { userID: number } | { businessID: number };

/** Revealed ratings of a worker (given by businesses) or of a business (given by workers). */
export async function revealedRatingsOf(db: Kysely<Database>, subject: RatingSubject) {
  const by: RatingBy = 'userID' in subject ? 'business' : 'worker';
  const rows = await db
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
    .where(
      'userID' in subject
        ? (eb) => eb('job_applications.jobApplicationUserID', '=', subject.userID)
        : (eb) => eb('job_applications.jobSnapshotBusinessID', '=', subject.businessID),
    )
    .orderBy('ratings.ratingDateTime', 'desc')
    .orderBy('ratings.ratingID', 'desc')
    .execute();
  const now = brusselsNow();
  const revealed = rows.filter((row) =>
    isRatingRevealed(Number(row.sides) === 2, row.jobApplicationCompletedDateTime ?? now, now),
  );
  // a worker who hid her profile is not named under the review she gave (issue 32)
  const hidden = new Set<number>();
  if (by === 'worker')
    for (const userID of new Set(revealed.map((row) => row.userID)))
      if (!(await settingsOf(db, userID)).privacy.profilePublic) hidden.add(userID);
  return revealed.map((row) => ({
    ratingID: row.ratingID,
    ratingStars: row.ratingStars,
    ratingComment: row.ratingComment,
    ratingMonth: row.ratingDateTime.slice(0, 7),
    reviewerName:
      by === 'business'
        ? (row.jobSnapshotBusinessName ?? '')
        : hidden.has(row.userID)
          ? t('api.shifts.hiddenReviewer')
          : row.userFirstName,
    jobTitle: row.jobSnapshotTitle,
  }));
}

export async function reviewsOf(db: Kysely<Database>, subject: RatingSubject): Promise<ReviewList> {
  const data = await revealedRatingsOf(db, subject);
  return { data, count: data.length, total: data.length };
}
