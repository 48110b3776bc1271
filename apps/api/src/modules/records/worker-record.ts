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
import { earlierApplicationsOf, endedApplicationsOf, type RecordSubject } from './records.repository';
import { revealedStarsOf } from './reviews';

/** How one booking ended, read from an application or from an earlier attempt at the same job. */
interface Outcome {
  jobTitle: string;
  status: ApplicationStatus;
  changedBy: ChangedBy | null;
  late: boolean;
  noShowState: NoShowState | null;
  /** when the outcome was settled: what the 12-month window of reliability looks at */
  settledAt: string | null;
  noShowWithdrawnAt: string | null;
  /** the hours that count, for a completed shift */
  hours: number | null;
}

/**
 * Every booking outcome of a worker or of a business: its applications that ended (completed, no-show,
 * cancelled, or a no-show claim withdrawn), and the earlier attempts kept when a worker applied again
 * (a late cancellation there still counts).
 */
async function outcomesOf(db: Kysely<Database>, who: RecordSubject): Promise<Outcome[]> {
  const current = await endedApplicationsOf(db, who);
  const earlier = await earlierApplicationsOf(db, who);
  return [
    ...current.map((row) => ({
      jobTitle: row.jobSnapshotTitle,
      status: row.jobApplicationStatus,
      changedBy: row.jobApplicationChangedBy,
      late: Number(row.jobApplicationLateCancellation) === 1,
      noShowState: row.jobApplicationNoShowState,
      settledAt: row.jobApplicationUpdatedDateTime,
      noShowWithdrawnAt: row.jobApplicationNoShowWithdrawnDateTime,
      hours:
        row.jobApplicationStatus === 'completed'
          ? workedHours(
              row.jobApplicationWorkedStartDateTime!,
              row.jobApplicationWorkedEndDateTime!,
              row.jobApplicationBreakMinutes ?? 0,
            )
          : null,
    })),
    ...earlier.map((row) => ({
      jobTitle: row.jobSnapshotTitle,
      status: row.earlierStatus,
      changedBy: row.earlierChangedBy,
      late: Number(row.earlierLateCancellation) === 1,
      noShowState: null,
      settledAt: row.earlierSettledDateTime,
      noShowWithdrawnAt: null,
      hours: null,
    })),
  ];
}

const isCompleted = (outcome: Outcome) => outcome.status === 'completed';
const isLateCancellationBy = (side: ChangedBy) => (outcome: Outcome) =>
  outcome.status === 'cancelled' && outcome.changedBy === side && outcome.late;

/** Whether a moment lies in the last 12 months, the window reliability counts. */
function inReliabilityWindow() {
  const since = reliabilityWindowStart(brusselsNow());
  return (at: string | null) => (at ?? '') >= since;
}

/** How a settled shift counts in a worker's reliability, or null when it does not count. */
function reliabilityOutcome(outcome: Outcome): ReliabilityShift['outcome'] | null {
  if (isCompleted(outcome)) return 'completed';
  if (isLateCancellationBy('worker')(outcome)) return 'lateCancellation';
  if (outcome.status === 'noShow' && countsAsNoShow(outcome.noShowState)) return 'noShow';
  return null;
}

/** The earliest of these moments, at most 30 days ahead: when time alone changes a record. */
function earliest(moments: (string | null)[]): string {
  const cap = addHours(brusselsNow(), 30 * 24);
  return moments.reduce<string>((first, moment) => (moment !== null && moment < first ? moment : first), cap);
}

/**
 * A worker's record from their applications: completed shifts and their approved hours, the revealed
 * ratings businesses gave, and reliability from the shifts settled in the last 12 months: completed,
 * cancelled late by the worker, and no-show claims that stand (a contested one waits for the business).
 * The worker herself (`withShifts`) also gets which shifts those are, newest first.
 */
async function computeWorkerRecord(
  db: Kysely<Database>,
  userID: number,
  withShifts: boolean,
): Promise<Computed<WorkerRecord>> {
  const outcomes = await outcomesOf(db, { userID });
  const completed = outcomes.filter(isCompleted);
  const { stars, nextReveal } = await revealedStarsOf(db, { userID });
  const recent = inReliabilityWindow();
  const counting = outcomes
    .filter((outcome) => recent(outcome.settledAt))
    .flatMap((outcome) => {
      const counted = reliabilityOutcome(outcome);
      return counted ? [{ outcome, counted }] : [];
    });
  const counts = {
    completed: counting.filter(({ counted }) => counted === 'completed').length,
    lateCancellations: counting.filter(({ counted }) => counted === 'lateCancellation').length,
    noShows: counting.filter(({ counted }) => counted === 'noShow').length,
  };
  const record: WorkerRecord = {
    completedJobs: completed.length,
    totalHours: completed.reduce((sum, outcome) => sum + (outcome.hours ?? 0), 0),
    averageRating: averageStars(stars),
    ratingCount: stars.length,
    reliability: reliabilityOf(counts),
    reliabilityCounts: counts,
    ...(withShifts && {
      reliabilityShifts: counting
        .map(({ outcome, counted }) => ({
          jobTitle: outcome.jobTitle,
          settledDateTime: outcome.settledAt ?? '',
          outcome: counted,
        }))
        .sort((a, b) => b.settledDateTime.localeCompare(a.settledDateTime)),
    }),
  };
  const leaving = counting.map(({ outcome }) => reliabilityWindowEnd(outcome.settledAt ?? ''));
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
 */
async function computeBusinessRecord(db: Kysely<Database>, businessID: number) {
  const outcomes = await outcomesOf(db, { businessID });
  const completed = outcomes.filter(isCompleted);
  const recent = inReliabilityWindow();
  const settled = outcomes.filter((outcome) => recent(outcome.settledAt));
  const withdrawn = outcomes.filter((outcome) => recent(outcome.noShowWithdrawnAt));
  const counts = {
    completed: settled.filter(isCompleted).length,
    lateCancellations: settled.filter(isLateCancellationBy('business')).length,
    noShows: withdrawn.length,
  };
  const { stars, nextReveal } = await revealedStarsOf(db, { businessID });
  const record = {
    completedShifts: completed.length,
    averageRating: averageStars(stars),
    ratingCount: stars.length,
    reliability: reliabilityOf(counts),
    reliabilityCounts: {
      completed: counts.completed,
      lateCancellations: counts.lateCancellations,
      withdrawnNoShows: counts.noShows,
    },
  };
  const leaving = [
    ...settled.map((outcome) => reliabilityWindowEnd(outcome.settledAt ?? '')),
    ...withdrawn.map((outcome) => reliabilityWindowEnd(outcome.noShowWithdrawnAt ?? '')),
  ];
  return { record, validUntil: earliest([nextReveal, ...leaving]) };
}

export type BusinessRecord = Awaited<ReturnType<typeof computeBusinessRecord>>['record'];

/** A business's record, kept while nothing it is read from changed (record-cache.ts). */
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
