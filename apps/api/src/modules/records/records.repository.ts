import type { ChangedBy, NoShowState } from '@jobbel/shared/shifts/shift.constants';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database, RatingBy } from '../../db/database';
import { afterMoment, type MomentCursor } from '../../lib/moment-cursor';

/** Whose record: a worker's, or a business's. */
export type RecordSubject = { userID: number } | { businessID: number };

/** Whose records, read together for one screen: workers', or businesses'. */
export type RecordSubjects = { userIDs: number[] } | { businessIDs: number[] };

const idsOf = (who: RecordSubjects) => ('userIDs' in who ? who.userIDs : who.businessIDs);

/** The ratings given on a worker's shifts, or on a business's: by its index of them by time. */
const ratingsOfSubject = (subject: RecordSubject) => (eb: ExpressionBuilder<Database, 'ratings'>) =>
  'userID' in subject
    ? eb('ratings.ratingWorkerID', '=', subject.userID)
    : eb('ratings.ratingBusinessID', '=', subject.businessID);

/**
 * That an application ended. Every read of ended applications says so, also beside a narrower condition,
 * and with the statuses as constants in the statement: so the database knows that the partial indexes
 * of ended applications (migration 2026-11-30T10-00) hold what it asks, which a bound value does not prove.
 */
const isEnded = (eb: ExpressionBuilder<Database, 'job_applications'>) =>
  eb(
    'jobApplicationStatus',
    'in',
    (['completed', 'noShow', 'cancelled'] as const).map((status) => sql.lit(status)),
  );

/** The column of an application that names the subject: its worker, or its business. */
const applicationSubject = (who: RecordSubjects) =>
  'userIDs' in who ? ('jobApplicationUserID' as const) : ('jobSnapshotBusinessID' as const);

/** The key a subject's kept record, its totals and its changes go by. */
export const recordKey = (subject: RecordSubject) =>
  'userID' in subject ? `u:${subject.userID}` : `b:${subject.businessID}`;

/** The subject a kept row's key names. */
export const subjectOfKey = (key: string): RecordSubject =>
  key.startsWith('u:') ? { userID: Number(key.slice(2)) } : { businessID: Number(key.slice(2)) };

/** The key of one of these subjects' kept rows, by its id. */
const keyOfSubject = (who: RecordSubjects) => (id: number) =>
  recordKey('userIDs' in who ? { userID: id } : { businessID: id });

const NO_TOTALS = { completedShifts: 0, workedQuarterHours: 0, starsTotal: 0, starsCount: 0 };

/**
 * The totals over their whole history of these subjects, kept by trigger (migration
 * 2026-12-03T20-00_record-totals.ts): one row each, however long the history.
 */
export async function recordTotalsOf(db: Kysely<Database>, who: RecordSubjects) {
  const keyOf = keyOfSubject(who);
  const rows = await db
    .selectFrom('record_totals')
    .selectAll()
    .where('subjectKey', 'in', idsOf(who).map(keyOf))
    .execute();
  const totals = new Map(rows.map((row) => [row.subjectKey, row]));
  return (subjectID: number) => {
    const row = totals.get(keyOf(subjectID)) ?? NO_TOTALS;
    return {
      completedShifts: row.completedShifts,
      workedQuarterHours: row.workedQuarterHours,
      stars: { total: row.starsTotal, count: row.starsCount },
    };
  };
}

/** The first moment of the month after the one `moment` falls in (`YYYY-MM-DD HH:MM:SS`, Brussels time). */
function nextMonthStart(moment: string): string {
  const [year = 0, month = 1] = moment.slice(0, 7).split('-').map(Number);
  return `${new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10)} 00:00:00`;
}

/**
 * These subjects' applications that ended (completed, no-show, cancelled) and were settled from `since`
 * on, counted per subject by what decides how they count, each group with its earliest settling. The
 * whole months after `since`'s are read from the counts kept per month (migration
 * 2026-12-04T04-00_record-outcome-months.ts), their earliest settling taken as their month's start; only
 * `since`'s own month is counted in the index of ended applications, so a busy subject's year costs a
 * month of rows.
 */
export async function settledOutcomesSince(db: Kysely<Database>, who: RecordSubjects, since: string) {
  const firstWholeMonth = nextMonthStart(since);
  const [cutMonth, wholeMonths] = await Promise.all([
    settledOutcomesBetween(db, who, since, firstWholeMonth),
    settledOutcomeMonthsFrom(db, who, firstWholeMonth.slice(0, 7)),
  ]);
  return [...cutMonth, ...wholeMonths];
}

/** As settledOutcomesSince, counted in the index of ended applications, from `since` until before `until`. */
async function settledOutcomesBetween(
  db: Kysely<Database>,
  who: RecordSubjects,
  since: string,
  until: string,
) {
  const subject = applicationSubject(who);
  const rows = await db
    .selectFrom('job_applications')
    .select((eb) => [
      eb.ref(subject).as('subjectID'),
      'jobApplicationStatus',
      'jobApplicationChangedBy',
      'jobApplicationLateCancellation',
      'jobApplicationNoShowState',
      eb.fn.countAll<number>().as('count'),
      eb.fn.min('jobApplicationUpdatedDateTime').as('firstSettledAt'),
    ])
    .where(subject, 'in', idsOf(who))
    .where(isEnded)
    .where('jobApplicationUpdatedDateTime', '>=', since)
    .where('jobApplicationUpdatedDateTime', '<', until)
    .groupBy([
      subject,
      'jobApplicationStatus',
      'jobApplicationChangedBy',
      'jobApplicationLateCancellation',
      'jobApplicationNoShowState',
    ])
    .execute();
  return rows.map((row) => ({
    ...row,
    count: Number(row.count),
    firstSettledAt: String(row.firstSettledAt),
  }));
}

/** As settledOutcomesSince, from the counts kept per month, of the months from `firstMonth` (`YYYY-MM`) on. */
async function settledOutcomeMonthsFrom(db: Kysely<Database>, who: RecordSubjects, firstMonth: string) {
  const keyOf = keyOfSubject(who);
  const subjectOf = new Map(idsOf(who).map((id) => [keyOf(id), id]));
  const rows = await db
    .selectFrom('record_outcome_months')
    .select((eb) => [
      'subjectKey',
      'status',
      'changedBy',
      'lateCancellation',
      'noShowState',
      eb.fn.sum<number>('outcomes').as('count'),
      eb.fn.min('settledMonth').as('firstMonth'),
    ])
    .where('subjectKey', 'in', [...subjectOf.keys()])
    .where('settledMonth', '>=', firstMonth)
    .groupBy(['subjectKey', 'status', 'changedBy', 'lateCancellation', 'noShowState'])
    .execute();
  return rows
    .map((row) => ({
      subjectID: subjectOf.get(row.subjectKey)!,
      jobApplicationStatus: row.status,
      jobApplicationChangedBy: (row.changedBy || null) as ChangedBy | null,
      jobApplicationLateCancellation: row.lateCancellation,
      jobApplicationNoShowState: (row.noShowState || null) as NoShowState | null,
      count: Number(row.count),
      firstSettledAt: `${row.firstMonth}-01 00:00:00`,
    }))
    .filter((row) => row.count > 0);
}

/** A worker's applications that ended and were settled from `since` on, each with its job's title. */
export function settledApplicationsSince(db: Kysely<Database>, userID: number, since: string) {
  return db
    .selectFrom('job_applications')
    .select([
      'jobSnapshotTitle',
      'jobApplicationStatus',
      'jobApplicationChangedBy',
      'jobApplicationLateCancellation',
      'jobApplicationNoShowState',
      'jobApplicationUpdatedDateTime',
    ])
    .where('jobApplicationUserID', '=', userID)
    .where(isEnded)
    .where('jobApplicationUpdatedDateTime', '>=', since)
    .execute();
}

/** How many no-show claims each of these businesses withdrew from `since` on, and the earliest of them. */
export async function withdrawnNoShowsSince(db: Kysely<Database>, businessIDs: number[], since: string) {
  const rows = await db
    .selectFrom('job_applications')
    .select((eb) => [
      'jobSnapshotBusinessID',
      eb.fn.countAll<number>().as('count'),
      eb.fn.min('jobApplicationNoShowWithdrawnDateTime').as('first'),
    ])
    .where('jobSnapshotBusinessID', 'in', businessIDs)
    .where('jobApplicationNoShowWithdrawnDateTime', '>=', since)
    .groupBy('jobSnapshotBusinessID')
    .execute();
  return new Map(
    rows.map((row) => [row.jobSnapshotBusinessID, { count: Number(row.count), first: String(row.first) }]),
  );
}

/** These subjects' earlier attempts at jobs applied to again, as they ended. */
export function earlierApplicationsOf(db: Kysely<Database>, who: RecordSubjects) {
  const subject = 'userIDs' in who ? ('earlierUserID' as const) : ('earlierBusinessID' as const);
  return db
    .selectFrom('earlier_applications')
    .innerJoin('job_applications', 'jobApplicationID', 'earlierOfApplicationID')
    .select((eb) => [
      eb.ref(subject).as('subjectID'),
      'jobSnapshotTitle',
      'earlierStatus',
      'earlierChangedBy',
      'earlierLateCancellation',
      'earlierSettledDateTime',
    ])
    .where(subject, 'in', idsOf(who))
    .execute();
}

/** That the other side rated the same shift too: both ratings are then shown at once. */
const bothRated = (eb: ExpressionBuilder<Database, 'ratings' | 'job_applications'>) =>
  eb.exists(
    eb
      .selectFrom('ratings as other')
      .select('other.ratingID')
      .whereRef('other.ratingApplicationID', '=', 'ratings.ratingApplicationID')
      .whereRef('other.ratingBy', '<>', 'ratings.ratingBy'),
  );

/**
 * A page of the revealed ratings given by `by` to a subject, newest first: those both sides gave, or
 * whose shift ended before `windowClosedBefore` (its rating window closed), after the cursor's rating.
 */
export function revealedRatingsPage(
  db: Kysely<Database>,
  subject: RecordSubject,
  by: RatingBy,
  page: { windowClosedBefore: string; after?: MomentCursor; limit: number },
) {
  let query = db
    .selectFrom('ratings')
    .innerJoin('job_applications', 'job_applications.jobApplicationID', 'ratings.ratingApplicationID')
    .innerJoin('users', 'users.userID', 'job_applications.jobApplicationUserID')
    .select([
      'ratings.ratingID',
      'ratings.ratingStars',
      'ratings.ratingComment',
      'ratings.ratingDateTime',
      'job_applications.jobSnapshotTitle',
      'job_applications.jobSnapshotBusinessName',
      'users.userFirstName',
      'users.userID',
    ])
    .where(ratingsOfSubject(subject))
    .where('ratings.ratingBy', '=', by)
    .where((eb) =>
      eb.or([
        bothRated(eb),
        eb('job_applications.jobApplicationCompletedDateTime', '<=', page.windowClosedBefore),
      ]),
    );
  const after = page.after;
  if (after)
    query = query.where((eb) => afterMoment(eb, 'ratings.ratingDateTime', 'ratings.ratingID', after));
  return query
    .orderBy('ratings.ratingDateTime', 'desc')
    .orderBy('ratings.ratingID', 'desc')
    .limit(page.limit)
    .execute();
}

/** The ratings given on these workers' shifts, or on these businesses': by their index of them by time. */
const ratingSubject = (who: RecordSubjects) =>
  'userIDs' in who ? ('ratings.ratingWorkerID' as const) : ('ratings.ratingBusinessID' as const);

/**
 * The stars alone of the ratings given by `by` to these subjects from `since` on, each with its shift's
 * end and how many sides rated: whether each is revealed yet, without the reviewers' names.
 */
export function starsGivenSince(db: Kysely<Database>, who: RecordSubjects, by: RatingBy, since: string) {
  const subject = ratingSubject(who);
  return db
    .selectFrom('ratings')
    .innerJoin('job_applications', 'job_applications.jobApplicationID', 'ratings.ratingApplicationID')
    .select((eb) => [
      eb.ref(subject).as('subjectID'),
      'ratings.ratingStars',
      'job_applications.jobApplicationCompletedDateTime',
      eb
        .selectFrom('ratings as other')
        .select(eb.fn.countAll<number>().as('sides'))
        .whereRef('other.ratingApplicationID', '=', 'ratings.ratingApplicationID')
        .as('sides'),
    ])
    .where(subject, 'in', idsOf(who))
    .where('ratings.ratingBy', '=', by)
    .where('ratings.ratingDateTime', '>=', since)
    .execute();
}
