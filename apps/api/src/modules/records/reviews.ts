import { RATING_WINDOW_DAYS, REVIEWS_PAGE_SIZE } from '@jobbel/shared/shifts/shift.constants';
import { addHours, isRatingRevealed, ratingWindowClosesAt } from '@jobbel/shared/shifts/shift-rules';
import type { Kysely } from 'kysely';
import type { Database, RatingBy } from '../../db/database';
import { brusselsNow } from '../../lib/clock';
import { t } from '../../lib/i18n';
import { momentCursorOf, parseMomentCursor } from '../../lib/moment-cursor';
import { hiddenProfilesOf } from '../settings/settings.service';
import {
  type RecordSubject,
  type RecordSubjects,
  revealedRatingsPage,
  starsGivenSince,
} from './records.repository';

/**
 * A page of the revealed ratings of a worker (given by businesses) or of a business (given by
 * workers), newest first, after `cursor`: one query for the page and one for its reviewers' privacy,
 * however many reviews there are (docs/decisions/national-scale.md).
 */
export async function revealedRatingsPageOf(db: Kysely<Database>, subject: RecordSubject, cursor?: string) {
  const by: RatingBy = 'userID' in subject ? 'business' : 'worker';
  const rows = await revealedRatingsPage(db, subject, by, {
    windowClosedBefore: addHours(brusselsNow(), -RATING_WINDOW_DAYS * 24),
    after: cursor === undefined ? undefined : parseMomentCursor(cursor),
    limit: REVIEWS_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, REVIEWS_PAGE_SIZE);
  // a worker who hid her profile is not named under the review she gave
  const hidden =
    by === 'worker'
      ? await hiddenProfilesOf(
          db,
          page.map((row) => row.userID),
        )
      : new Set<number>();
  return {
    data: page.map((row) => ({
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
    })),
    nextCursor:
      rows.length > REVIEWS_PAGE_SIZE
        ? momentCursorOf(page.at(-1)!.ratingDateTime, page.at(-1)!.ratingID)
        : null,
  };
}

/** The stars of one subject's ratings not revealed yet, and when the first of them is revealed. */
interface HiddenStars {
  stars: { total: number; count: number };
  nextReveal: string | null;
}

const noneHidden = (): HiddenStars => ({ stars: { total: 0, count: 0 }, nextReveal: null });

/**
 * The stars of the ratings each of these subjects was given that are not revealed yet, to take from
 * their totals (record_totals) for a record's average, and when the next of them is revealed by its
 * window closing. A rating is given within its shift's window, so only the last window's ratings can be
 * hidden: those alone are read, one by one (docs/decisions/national-scale.md). No reviewer is named, so
 * none of their privacy settings is read.
 */
export async function hiddenStarsOf(
  db: Kysely<Database>,
  who: RecordSubjects,
): Promise<(subjectID: number) => HiddenStars> {
  const by: RatingBy = 'userIDs' in who ? 'business' : 'worker';
  const now = brusselsNow();
  const recent = await starsGivenSince(db, who, by, addHours(now, -RATING_WINDOW_DAYS * 24));
  const hidden = new Map<number, HiddenStars>();
  for (const row of recent) {
    const completedAt = row.jobApplicationCompletedDateTime ?? now;
    if (isRatingRevealed(Number(row.sides) === 2, completedAt, now)) continue;
    const subject = hidden.get(row.subjectID) ?? noneHidden();
    hidden.set(row.subjectID, subject);
    subject.stars.total += row.ratingStars;
    subject.stars.count += 1;
    const closes = ratingWindowClosesAt(completedAt);
    if (subject.nextReveal === null || closes < subject.nextReveal) subject.nextReveal = closes;
  }
  return (subjectID) => hidden.get(subjectID) ?? noneHidden();
}
