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
} from '@jobbel/shared/shifts/shift-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { brusselsNow } from '../../lib/clock';
import { groupedBy } from '../../lib/grouped-by';
import { type Computed, recordsOf } from './record-cache';
import {
  earlierApplicationsOf,
  type RecordSubjects,
  recordKey,
  recordTotalsOf,
  settledApplicationsSince,
  settledOutcomesSince,
  subjectOfKey,
  withdrawnNoShowsSince,
} from './records.repository';
import { hiddenStarsOf } from './reviews';

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

/** Rows by the subject they are of. */
function bySubject<Row>(rows: Row[], subjectOf: (row: Row) => number): (subjectID: number) => Row[] {
  const grouped = groupedBy(rows, subjectOf);
  return (subjectID) => grouped.get(subjectID) ?? [];
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
 * The outcomes of these subjects settled in the reliability window, counted alike: their applications'
 * counted by the database, their earlier attempts at jobs applied to again (few) one by one.
 */
async function settledOutcomesOf(db: Kysely<Database>, who: RecordSubjects, since: string) {
  const [grouped, earlier] = await Promise.all([
    settledOutcomesSince(db, who, since),
    earlierApplicationsOf(db, who),
  ]);
  const groupsOf = bySubject(grouped, (row) => row.subjectID);
  const earlierOf = bySubject(earlier, (row) => row.subjectID);
  return (subjectID: number) => {
    const attempts = earlierOf(subjectID).map(earlierOutcome);
    const settled: SettledOutcomes[] = [
      ...groupsOf(subjectID).map((row) => ({
        status: row.jobApplicationStatus,
        changedBy: row.jobApplicationChangedBy,
        late: Number(row.jobApplicationLateCancellation) === 1,
        noShowState: row.jobApplicationNoShowState,
        count: row.count,
        firstSettledAt: row.firstSettledAt,
      })),
      ...attempts
        .filter((outcome) => (outcome.settledAt ?? '') >= since)
        .map((outcome) => ({ ...outcome, count: 1, firstSettledAt: outcome.settledAt ?? '' })),
    ];
    return { settled, earlierCompleted: attempts.filter(isCompleted).length };
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

/**
 * The stars of a subject's revealed ratings: all she was given, but those not revealed yet. The two are
 * read by separate statements: a rating given between them is hidden but not yet in the totals, which
 * never takes them below none (the record is stale at once, computedAtChange in record-cache.ts).
 */
function revealedStars(given: { total: number; count: number }, hidden: { total: number; count: number }) {
  const count = Math.max(0, given.count - hidden.count);
  return { total: count === 0 ? 0 : given.total - hidden.total, count };
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
  const earlier = (await earlierApplicationsOf(db, { userIDs: [userID] })).map(earlierOutcome);
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
 * The records of these workers: completed shifts and their approved hours, the revealed ratings
 * businesses gave, and reliability from the shifts settled in the last 12 months: completed, cancelled
 * late by the worker, and no-show claims that stand (a contested one waits for the business). Their
 * totals are kept as they change; the last 12 months are counted by the database in its indexes, for
 * all of them in the same few statements (docs/decisions/national-scale.md).
 */
async function computeWorkerRecords(
  db: Kysely<Database>,
  userIDs: number[],
): Promise<Computed<WorkerRecord>[]> {
  const since = reliabilityWindowStart(brusselsNow());
  const who = { userIDs };
  const [totalsOf, outcomesOf, hiddenOf] = await Promise.all([
    recordTotalsOf(db, who),
    settledOutcomesOf(db, who, since),
    hiddenStarsOf(db, who),
  ]);
  return userIDs.map((userID) => {
    const { settled, earlierCompleted } = outcomesOf(userID);
    const totals = totalsOf(userID);
    const hidden = hiddenOf(userID);
    const stars = revealedStars(totals.stars, hidden.stars);
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
      completedJobs: totals.completedShifts + earlierCompleted,
      totalHours: totals.workedQuarterHours / 4,
      averageRating: averageStars(stars),
      ratingCount: stars.count,
      reliability: reliabilityOf(counts),
      reliabilityCounts: counts,
    };
    const leaving = Object.values(tallies).flatMap((each) => each.leaving);
    return { record, validUntil: earliest([hidden.nextReveal, ...leaving]) };
  });
}

/** The records of these workers, kept ones where nothing they are read from changed (record-cache.ts). */
export function workerRecordsOf(db: Kysely<Database>, userIDs: number[]): Promise<WorkerRecord[]> {
  return recordsOf(
    db,
    userIDs,
    (userID) => recordKey({ userID }),
    (missing) => computeWorkerRecords(db, missing),
  );
}

/** One worker's record; her own also with the shifts its reliability counts, newest first. */
export async function workerRecordOf(
  db: Kysely<Database>,
  userID: number,
  options: { withShifts: boolean } = { withShifts: false },
): Promise<WorkerRecord> {
  const [record] = await workerRecordsOf(db, [userID]);
  if (!options.withShifts) return record!;
  const since = reliabilityWindowStart(brusselsNow());
  return { ...record!, reliabilityShifts: await reliabilityShiftsOf(db, userID, since) };
}

/**
 * The records of these businesses, so the record goes both ways: their completed shifts and the revealed
 * ratings workers gave them, and how reliably each keeps a booking over the last 12 months: completed
 * shifts against its late cancellations (a change under 24 hours before the start that the worker
 * declined included) and the no-show claims it withdrew. The worker's rule (`reliabilityOf`) decides,
 * from 3. Totals kept as they change; the last 12 months counted by the database in its indexes
 * (docs/decisions/national-scale.md).
 */
async function computeBusinessRecords(db: Kysely<Database>, businessIDs: number[]) {
  const since = reliabilityWindowStart(brusselsNow());
  const who = { businessIDs };
  const [totalsOf, outcomesOf, withdrawnOf, hiddenOf] = await Promise.all([
    recordTotalsOf(db, who),
    settledOutcomesOf(db, who, since),
    withdrawnNoShowsSince(db, businessIDs, since),
    hiddenStarsOf(db, who),
  ]);
  return businessIDs.map((businessID) => {
    const { settled, earlierCompleted } = outcomesOf(businessID);
    const completed = tally(settled, isCompleted);
    const lateCancellations = tally(settled, isLateCancellationBy('business'));
    const withdrawn = withdrawnOf.get(businessID) ?? { count: 0, first: null };
    const counts = {
      completed: completed.count,
      lateCancellations: lateCancellations.count,
      noShows: withdrawn.count,
    };
    const totals = totalsOf(businessID);
    const hidden = hiddenOf(businessID);
    const stars = revealedStars(totals.stars, hidden.stars);
    const record = {
      completedShifts: totals.completedShifts + earlierCompleted,
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
    return { record, validUntil: earliest([hidden.nextReveal, ...leaving]) };
  });
}

export type BusinessRecord = Awaited<ReturnType<typeof computeBusinessRecords>>[number]['record'];

/** The records of these businesses, kept ones where nothing they are read from changed (record-cache.ts). */
export function businessRecordsOf(db: Kysely<Database>, businessIDs: number[]): Promise<BusinessRecord[]> {
  return recordsOf(
    db,
    businessIDs,
    (businessID) => recordKey({ businessID }),
    (missing) => computeBusinessRecords(db, missing),
  );
}

export async function businessRecordOf(db: Kysely<Database>, businessID: number): Promise<BusinessRecord> {
  return (await businessRecordsOf(db, [businessID]))[0]!;
}

/**
 * The records with these keys made current, workers' and businesses' (record-refresh.ts): through
 * `recordsOf`, so those still stale are computed again and kept, and those a look or another instance
 * made current meanwhile are left as they are.
 */
export async function keepRecordsCurrent(db: Kysely<Database>, keys: string[]): Promise<void> {
  const subjects = keys.map(subjectOfKey);
  const userIDs = subjects.flatMap((subject) => ('userID' in subject ? [subject.userID] : []));
  const businessIDs = subjects.flatMap((subject) => ('businessID' in subject ? [subject.businessID] : []));
  await workerRecordsOf(db, userIDs);
  await businessRecordsOf(db, businessIDs);
}
