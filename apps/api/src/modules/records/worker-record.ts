import type { ApplicationStatus } from '@jobbel/shared/applications/application.schemas';
import type { ChangedBy, NoShowState } from '@jobbel/shared/shifts/shift.constants';
import type { ReliabilityShift, WorkerRecord } from '@jobbel/shared/shifts/shift.schemas';
import {
  addHours,
  averageStars,
  countsAsNoShow,
  reliabilityOf,
  reliabilityWindowEnd,
  reliabilityWindowStart,
  workedHours,
} from '@jobbel/shared/shifts/shift-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { brusselsNow } from '../../lib/clock';
import { type Computed, recordsOf } from './record-cache';
import {
  completedShiftCountOf,
  completedShiftHoursOf,
  earlierApplicationsOf,
  type RecordSubject,
  settledApplicationsSince,
  settledOutcomesSince,
  withdrawnNoShowsSince,
} from './records.repository';
import { revealedStarsOf } from './reviews';

/** How one booking ended, as far as a record counts it. */
interface Outcome {
  status: ApplicationStatus;
  changedBy: ChangedBy | null;
  late: boolean;
  noShowState: NoShowState | null;
}

/** Outcomes alike, settled in the reliability window: how many, and the first settled. */
interface SettledOutcomes extends Outcome {
  count: number;
  firstSettledAt: string;
}

/** An earlier attempt at a job applied to again, as it ended (a late cancellation there still counts). */
function earlierOutcome(row: Awaited<ReturnType<typeof earlierApplicationsOf>>[number]) {
  return {
    status: row.earlierStatus,
    changedBy: row.earlierChangedBy,
    late: Number(row.earlierLateCancellation) === 1,
    noShowState: null,
    settledAt: row.earlierSettledDateTime,
    jobTitle: row.jobSnapshotTitle,
  };
}

/**
 * A subject's outcomes settled in the reliability window, counted alike: its applications' counted by
 * the database, and its earlier attempts at jobs applied to again (few) one by one.
 */
async function settledOutcomesOf(db: Kysely<Database>, who: RecordSubject, since: string) {
  const grouped: SettledOutcomes[] = (await settledOutcomesSince(db, who, since)).map((row) => ({
    status: row.jobApplicationStatus,
    changedBy: row.jobApplicationChangedBy,
    late: Number(row.jobApplicationLateCancellation) === 1,
    noShowState: row.jobApplicationNoShowState,
    count: row.count,
    firstSettledAt: row.firstSettledAt,
  }));
  const earlier = (await earlierApplicationsOf(db, who)).map(earlierOutcome);
  return {
    settled: [
      ...grouped,
      ...earlier
        .filter((outcome) => (outcome.settledAt ?? '') >= since)
        .map((outcome) => ({ ...outcome, count: 1, firstSettledAt: outcome.settledAt ?? '' })),
    ],
    earlierCompleted: earlier.filter(isCompleted).length,
  };
}

const isCompleted = (outcome: Outcome) => outcome.status === 'completed';
const isLateCancellationBy = (side: ChangedBy) => (outcome: Outcome) =>
  outcome.status === 'cancelled' && outcome.changedBy === side && outcome.late;

/** How a settled shift counts in a worker's reliability, or null when it does not count. */
function reliabilityOutcome(outcome: Outcome): ReliabilityShift['outcome'] | null {
  if (isCompleted(outcome)) return 'completed';
  if (isLateCancellationBy('worker')(outcome)) return 'lateCancellation';
  if (outcome.status === 'noShow' && countsAsNoShow(outcome.noShowState)) return 'noShow';
  return null;
}

/** How many of these settled outcomes count as `counted`, and when the first of them leaves the window. */
function tally(settled: SettledOutcomes[], counts: (outcome: Outcome) => boolean) {
  const matching = settled.filter(counts);
  return {
    count: matching.reduce((sum, outcome) => sum + outcome.count, 0),
    leaving: matching.map((outcome) => reliabilityWindowEnd(outcome.firstSettledAt)),
  };
}

/** The earliest of these moments, at most 30 days ahead: when time alone changes a record. */
function earliest(moments: (string | null)[]): string {
  const cap = addHours(brusselsNow(), 30 * 24);
  return moments.reduce<string>((first, moment) => (moment !== null && moment < first ? moment : first), cap);
}

/** The shifts a worker's reliability counts, newest first, each with its job's title: for her alone. */
async function reliabilityShiftsOf(db: Kysely<Database>, userID: number, since: string) {
  const current = (await settledApplicationsSince(db, userID, since)).map((row) => ({
    status: row.jobApplicationStatus,
    changedBy: row.jobApplicationChangedBy,
    late: Number(row.jobApplicationLateCancellation) === 1,
    noShowState: row.jobApplicationNoShowState,
    settledAt: row.jobApplicationUpdatedDateTime,
    jobTitle: row.jobSnapshotTitle,
  }));
  const earlier = (await earlierApplicationsOf(db, { userID })).map(earlierOutcome);
  return [...current, ...earlier]
    .filter((outcome) => (outcome.settledAt ?? '') >= since)
    .flatMap((outcome) => {
      const counted = reliabilityOutcome(outcome);
      return counted
        ? [{ jobTitle: outcome.jobTitle, settledDateTime: outcome.settledAt ?? '', outcome: counted }]
        : [];
    })
    .sort((a, b) => b.settledDateTime.localeCompare(a.settledDateTime));
}

/**
 * A worker's record: completed shifts and their approved hours, the revealed ratings businesses gave,
 * and reliability from the shifts settled in the last 12 months: completed, cancelled late by the
 * worker, and no-show claims that stand (a contested one waits for the business). Counted by the
 * database in its indexes, not read row by row (docs/decisions/national-scale.md); the worker herself
 * (`withShifts`) also gets which shifts those are, newest first.
 */
async function computeWorkerRecord(
  db: Kysely<Database>,
  userID: number,
  withShifts: boolean,
): Promise<Computed<WorkerRecord>> {
  const completed = await completedShiftHoursOf(db, userID);
  const since = reliabilityWindowStart(brusselsNow());
  const { settled, earlierCompleted } = await settledOutcomesOf(db, { userID }, since);
  const { stars, nextReveal } = await revealedStarsOf(db, { userID });
  const byOutcome = (counted: ReliabilityShift['outcome']) =>
    tally(settled, (outcome) => reliabilityOutcome(outcome) === counted);
  const tallies = {
    completed: byOutcome('completed'),
    lateCancellations: byOutcome('lateCancellation'),
    noShows: byOutcome('noShow'),
  };
  const counts = {
    completed: tallies.completed.count,
    lateCancellations: tallies.lateCancellations.count,
    noShows: tallies.noShows.count,
  };
  const record: WorkerRecord = {
    completedJobs: completed.length + earlierCompleted,
    totalHours: completed.reduce(
      (sum, shift) =>
        sum +
        workedHours(
          shift.jobApplicationWorkedStartDateTime!,
          shift.jobApplicationWorkedEndDateTime!,
          shift.jobApplicationBreakMinutes ?? 0,
        ),
      0,
    ),
    averageRating: averageStars(stars),
    ratingCount: stars.count,
    reliability: reliabilityOf(counts),
    reliabilityCounts: counts,
    ...(withShifts && { reliabilityShifts: await reliabilityShiftsOf(db, userID, since) }),
  };
  const leaving = Object.values(tallies).flatMap((each) => each.leaving);
  return { record, validUntil: earliest([nextReveal, ...leaving]) };
}

/** The records of these workers, kept ones where nothing they are read from changed (record-cache.ts). */
export function workerRecordsOf(db: Kysely<Database>, userIDs: number[]): Promise<WorkerRecord[]> {
  return recordsOf(
    db,
    userIDs,
    (userID) => `u:${userID}`,
    (userID) => computeWorkerRecord(db, userID, false),
  );
}

/** One worker's record; her own, with the shifts it counts, is computed as it is now. */
export async function workerRecordOf(
  db: Kysely<Database>,
  userID: number,
  options: { withShifts: boolean } = { withShifts: false },
): Promise<WorkerRecord> {
  if (options.withShifts) return (await computeWorkerRecord(db, userID, true)).record;
  return (await workerRecordsOf(db, [userID]))[0]!;
}

/**
 * A business's record, so the record goes both ways: its completed shifts and the revealed
 * ratings workers gave it, and how reliably it keeps a booking over the last 12 months: completed shifts
 * against its late cancellations (a change under 24 hours before the start that the worker declined
 * included) and the no-show claims it withdrew. The worker's rule (`reliabilityOf`) decides, from 3.
 * Counted by the database in its indexes, not read row by row (docs/decisions/national-scale.md).
 */
async function computeBusinessRecord(db: Kysely<Database>, businessID: number) {
  const completedShifts = await completedShiftCountOf(db, businessID);
  const since = reliabilityWindowStart(brusselsNow());
  const { settled, earlierCompleted } = await settledOutcomesOf(db, { businessID }, since);
  const completed = tally(settled, isCompleted);
  const lateCancellations = tally(settled, isLateCancellationBy('business'));
  const withdrawn = await withdrawnNoShowsSince(db, businessID, since);
  const counts = {
    completed: completed.count,
    lateCancellations: lateCancellations.count,
    noShows: withdrawn.count,
  };
  const { stars, nextReveal } = await revealedStarsOf(db, { businessID });
  const record = {
    completedShifts: completedShifts + earlierCompleted,
    averageRating: averageStars(stars),
    ratingCount: stars.count,
    reliability: reliabilityOf(counts),
    reliabilityCounts: {
      completed: counts.completed,
      lateCancellations: counts.lateCancellations,
      withdrawnNoShows: counts.noShows,
    },
  };
  const leaving = [
    ...completed.leaving,
    ...lateCancellations.leaving,
    withdrawn.first === null ? null : reliabilityWindowEnd(withdrawn.first),
  ];
  return { record, validUntil: earliest([nextReveal, ...leaving]) };
}

export type BusinessRecord = Awaited<ReturnType<typeof computeBusinessRecord>>['record'];

/** The records of these businesses, kept ones where nothing they are read from changed (record-cache.ts). */
export function businessRecordsOf(db: Kysely<Database>, businessIDs: number[]): Promise<BusinessRecord[]> {
  return recordsOf(
    db,
    businessIDs,
    (id) => `b:${id}`,
    (id) => computeBusinessRecord(db, id),
  );
}

export async function businessRecordOf(db: Kysely<Database>, businessID: number): Promise<BusinessRecord> {
  return (await businessRecordsOf(db, [businessID]))[0]!;
}
