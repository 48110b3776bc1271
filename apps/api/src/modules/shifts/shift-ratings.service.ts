import type { RatingPayload, ReviewList } from '@jobbel/shared/shifts/shift.schemas';
import { isRatingWindowOpen } from '@jobbel/shared/shifts/shift-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import type { RecordSubject } from '../records/records.repository';
import { revealedRatingsPageOf } from '../records/reviews';
import { businessRecordOf, workerRecordOf } from '../records/worker-record';
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

/** A page of a worker's or a business's reviews; the total is her record's count of revealed ratings. */
export async function reviewsOf(
  db: Kysely<Database>,
  subject: RecordSubject,
  cursor?: string,
): Promise<ReviewList> {
  const [page, record] = await Promise.all([
    revealedRatingsPageOf(db, subject, cursor),
    'userID' in subject ? workerRecordOf(db, subject.userID) : businessRecordOf(db, subject.businessID),
  ]);
  return { ...page, count: page.data.length, total: record.ratingCount };
}
