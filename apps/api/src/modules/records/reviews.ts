import { isRatingRevealed, ratingWindowClosesAt } from '@jobbel/shared/shifts/shift-rules';
import type { Kysely } from 'kysely';
import type { Database, RatingBy } from '../../db/database';
import { brusselsNow } from '../../lib/clock';
import { t } from '../../lib/i18n';
import { settingsOf } from '../settings/settings.service';
import { type RecordSubject, ratingStarsGivenTo, ratingsGivenTo } from './records.repository';

/** Revealed ratings of a worker (given by businesses) or of a business (given by workers). */
export async function revealedRatingsOf(db: Kysely<Database>, subject: RecordSubject) {
  const by: RatingBy = 'userID' in subject ? 'business' : 'worker';
  const rows = await ratingsGivenTo(db, subject, by);
  const now = brusselsNow();
  const revealed = rows.filter((row) =>
    isRatingRevealed(Number(row.sides) === 2, row.jobApplicationCompletedDateTime ?? now, now),
  );
  // a worker who hid her profile is not named under the review she gave
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

/**
 * The stars alone of the revealed ratings, for a record's average, and when the next one still hidden
 * is revealed by its window closing: no reviewer is named, so none of their privacy settings is read
 * (docs/decisions/national-scale.md).
 */
export async function revealedStarsOf(
  db: Kysely<Database>,
  subject: RecordSubject,
): Promise<{ stars: number[]; nextReveal: string | null }> {
  const by: RatingBy = 'userID' in subject ? 'business' : 'worker';
  const now = brusselsNow();
  const stars: number[] = [];
  let nextReveal: string | null = null;
  for (const row of await ratingStarsGivenTo(db, subject, by)) {
    const completedAt = row.jobApplicationCompletedDateTime ?? now;
    if (isRatingRevealed(Number(row.sides) === 2, completedAt, now)) stars.push(row.ratingStars);
    else {
      const closes = ratingWindowClosesAt(completedAt);
      if (nextReveal === null || closes < nextReveal) nextReveal = closes;
    }
  }
  return { stars, nextReveal };
}
