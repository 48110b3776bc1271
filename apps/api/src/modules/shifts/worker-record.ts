import type { WorkerRecord } from '@jobbel/shared/shifts/shift.schemas';
import {
  averageStars,
  countsAsNoShow,
  reliabilityOf,
  reliabilityWindowStart,
  workedHours,
} from '@jobbel/shared/shifts/shift-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { toBrusselsDateTime } from '../../lib/clock';
import { revealedRatingsOf } from './shift-ratings.service';

/**
 * A worker's record from their applications: completed shifts and their approved hours, the revealed
 * ratings businesses gave, and reliability from the shifts settled in the last 12 months: completed,
 * cancelled late by the worker, and no-show claims that stand (a contested one waits for the business).
 */
export async function workerRecordOf(db: Kysely<Database>, userID: number): Promise<WorkerRecord> {
  const rows = await db
    .selectFrom('job_applications')
    .select([
      'jobApplicationStatus',
      'jobApplicationChangedBy',
      'jobApplicationLateCancellation',
      'jobApplicationWorkedStartDateTime',
      'jobApplicationWorkedEndDateTime',
      'jobApplicationBreakMinutes',
      'jobApplicationNoShowState',
      'jobApplicationUpdatedDateTime',
    ])
    .where('jobApplicationUserID', '=', userID)
    .where('jobApplicationStatus', 'in', ['completed', 'noShow', 'cancelled'])
    .execute();
  const completed = rows.filter((row) => row.jobApplicationStatus === 'completed');
  const ratings = await revealedRatingsOf(db, { userID });
  const since = reliabilityWindowStart(toBrusselsDateTime(new Date()));
  const recent = rows.filter((row) => (row.jobApplicationUpdatedDateTime ?? '') >= since);
  const counts = {
    completed: recent.filter((row) => row.jobApplicationStatus === 'completed').length,
    lateCancellations: recent.filter(
      (row) =>
        row.jobApplicationStatus === 'cancelled' &&
        row.jobApplicationChangedBy === 'worker' &&
        Number(row.jobApplicationLateCancellation) === 1,
    ).length,
    noShows: recent.filter(
      (row) => row.jobApplicationStatus === 'noShow' && countsAsNoShow(row.jobApplicationNoShowState),
    ).length,
  };
  return {
    completedJobs: completed.length,
    totalHours: completed.reduce(
      (sum, row) =>
        sum +
        workedHours(
          row.jobApplicationWorkedStartDateTime!,
          row.jobApplicationWorkedEndDateTime!,
          row.jobApplicationBreakMinutes ?? 0,
        ),
      0,
    ),
    averageRating: averageStars(ratings.map((rating) => rating.ratingStars)),
    ratingCount: ratings.length,
    reliability: reliabilityOf(counts),
    reliabilityCounts: counts,
  };
}

/** A business's completed shifts and the revealed ratings workers gave it. */
export async function businessRecordOf(db: Kysely<Database>, businessID: number) {
  const row = await db
    .selectFrom('job_applications')
    .select((eb) => eb.fn.countAll<number>().as('completedShifts'))
    .where('jobSnapshotBusinessID', '=', businessID)
    .where('jobApplicationStatus', '=', 'completed')
    .executeTakeFirstOrThrow();
  const ratings = await revealedRatingsOf(db, { businessID });
  return {
    completedShifts: Number(row.completedShifts),
    averageRating: averageStars(ratings.map((rating) => rating.ratingStars)),
    ratingCount: ratings.length,
  };
}
