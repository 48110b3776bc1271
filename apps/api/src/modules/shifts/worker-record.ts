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

/** How the worker's earlier attempts at jobs they applied to again ended (a late cancellation still counts). */
async function earlierOutcomesOf(db: Kysely<Database>, userID: number) {
  const rows = await db
    .selectFrom('earlier_applications')
    .select(['earlierStatus', 'earlierChangedBy', 'earlierLateCancellation', 'earlierSettledDateTime'])
    .where('earlierUserID', '=', userID)
    .execute();
  return rows.map((row) => ({
    status: row.earlierStatus,
    changedBy: row.earlierChangedBy,
    late: Number(row.earlierLateCancellation) === 1,
    noShowState: null,
    settledAt: row.earlierSettledDateTime,
  }));
}

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
  const outcomes = [
    ...rows.map((row) => ({
      status: row.jobApplicationStatus,
      changedBy: row.jobApplicationChangedBy,
      late: Number(row.jobApplicationLateCancellation) === 1,
      noShowState: row.jobApplicationNoShowState,
      settledAt: row.jobApplicationUpdatedDateTime,
    })),
    ...(await earlierOutcomesOf(db, userID)),
  ].filter((outcome) => (outcome.settledAt ?? '') >= since);
  const counts = {
    completed: outcomes.filter((outcome) => outcome.status === 'completed').length,
    lateCancellations: outcomes.filter(
      (outcome) => outcome.status === 'cancelled' && outcome.changedBy === 'worker' && outcome.late,
    ).length,
    noShows: outcomes.filter((outcome) => outcome.status === 'noShow' && countsAsNoShow(outcome.noShowState))
      .length,
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

/**
 * A business's record, so the record goes both ways (issue 31): its completed shifts and the revealed
 * ratings workers gave it, and how reliably it keeps a booking over the last 12 months: completed shifts
 * against its late cancellations (a change under 24 hours before the start that the worker declined
 * included) and the no-show claims it withdrew. The worker's rule (`reliabilityOf`) decides, from 3.
 */
export async function businessRecordOf(db: Kysely<Database>, businessID: number) {
  const since = reliabilityWindowStart(toBrusselsDateTime(new Date()));
  const rows = await db
    .selectFrom('job_applications')
    .select([
      'jobApplicationStatus',
      'jobApplicationChangedBy',
      'jobApplicationLateCancellation',
      'jobApplicationUpdatedDateTime',
      'jobApplicationNoShowWithdrawnDateTime',
    ])
    .where('jobSnapshotBusinessID', '=', businessID)
    .where((eb) =>
      eb.or([
        eb('jobApplicationStatus', 'in', ['completed', 'cancelled']),
        eb('jobApplicationNoShowWithdrawnDateTime', 'is not', null),
      ]),
    )
    .execute();
  const earlier = await db
    .selectFrom('earlier_applications')
    .select(['earlierChangedBy', 'earlierLateCancellation', 'earlierSettledDateTime'])
    .where('earlierBusinessID', '=', businessID)
    .where('earlierStatus', '=', 'cancelled')
    .execute();
  const recent = (at: string | null) => (at ?? '') >= since;
  const lateByBusiness = (changedBy: string | null, late: number, at: string | null) =>
    changedBy === 'business' && Number(late) === 1 && recent(at);
  const completed = rows.filter((row) => row.jobApplicationStatus === 'completed');
  const counts = {
    completed: completed.filter((row) => recent(row.jobApplicationUpdatedDateTime)).length,
    lateCancellations:
      rows.filter(
        (row) =>
          row.jobApplicationStatus === 'cancelled' &&
          lateByBusiness(
            row.jobApplicationChangedBy,
            row.jobApplicationLateCancellation,
            row.jobApplicationUpdatedDateTime,
          ),
      ).length +
      earlier.filter((row) =>
        lateByBusiness(row.earlierChangedBy, row.earlierLateCancellation, row.earlierSettledDateTime),
      ).length,
    noShows: rows.filter((row) => recent(row.jobApplicationNoShowWithdrawnDateTime)).length,
  };
  const ratings = await revealedRatingsOf(db, { businessID });
  return {
    completedShifts: completed.length,
    averageRating: averageStars(ratings.map((rating) => rating.ratingStars)),
    ratingCount: ratings.length,
    reliability: reliabilityOf(counts),
    reliabilityCounts: {
      completed: counts.completed,
      lateCancellations: counts.lateCancellations,
      withdrawnNoShows: counts.noShows,
    },
  };
}
