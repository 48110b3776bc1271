// Locks: counts every completed application and every rating once, to fill the totals (seconds at
// national scale); writes to job_applications and ratings wait until it is done.
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * A worker's (`u:<userID>`) and a business's (`b:<businessID>`) totals over their whole history, kept by
 * trigger in the transaction that changes what they count, whatever path wrote it: completed shifts,
 * their worked time in quarter hours, and the stars the other side gave (docs/decisions/national-scale.md).
 * A record read them from their history: a busy worker's thousands of shifts one by one, a busy
 * business's thousands of ratings. What a record counts over the last 12 months or the rating window
 * stays read from its indexes, bounded by that time.
 *
 * A shift's worked quarter hours are `worked_quarter_hours(start, end, breakMinutes)`: on PostgreSQL the
 * function below, on SQLite the one the server registers on its connection (db/sqlite-functions.ts).
 * Both apply the rule of `workedHours` in packages/shared/src/shifts/shift-rules.ts.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const count = (name: string) =>
    isPostgres
      ? sql.raw(`"${name}" bigint not null default 0`)
      : sql.raw(`"${name}" integer not null default 0`);
  await sql`create table record_totals (
    "subjectKey" varchar(24) primary key,
    ${count('completedShifts')}, ${count('workedQuarterHours')}, ${count('starsTotal')}, ${count('starsCount')}
  )`.execute(db);
  if (isPostgres) await createPostgresTriggers(db);
  else await createSqliteTriggers(db);
  for (const statement of countRecordTotals()) await sql.raw(statement).execute(db);
}

const TOTALS_COLUMNS = '"subjectKey", "completedShifts", "workedQuarterHours", "starsTotal", "starsCount"';

/** What an insert of a subject's totals does when the subject has totals already: adds to them. */
const ADD_TO_KEPT = `on conflict ("subjectKey") do update set
     "completedShifts" = record_totals."completedShifts" + excluded."completedShifts",
     "workedQuarterHours" = record_totals."workedQuarterHours" + excluded."workedQuarterHours",
     "starsTotal" = record_totals."starsTotal" + excluded."starsTotal",
     "starsCount" = record_totals."starsCount" + excluded."starsCount"`;

/** Adds to a subject's totals, creating them at zero first. */
const addTo = (key: string, completed: string, quarters: string) =>
  `insert into record_totals (${TOTALS_COLUMNS}) values (${key}, ${completed}, ${quarters}, 0, 0) ${ADD_TO_KEPT};`;

const isCompleted = (row: string) => `${row}."jobApplicationStatus" = 'completed'`;

/** An application's part of its subjects' totals: whether it is a completed shift, and its quarter hours. */
const shiftOf = (row: string) => ({
  completed: `(case when ${isCompleted(row)} then 1 else 0 end)`,
  quarters: `(case when ${isCompleted(row)} and ${row}."jobApplicationWorkedStartDateTime" is not null
      and ${row}."jobApplicationWorkedEndDateTime" is not null
    then worked_quarter_hours(${row}."jobApplicationWorkedStartDateTime", ${row}."jobApplicationWorkedEndDateTime",
      coalesce(${row}."jobApplicationBreakMinutes", 0))
    else 0 end)`,
});

/** The statements of a trigger that moves an application's part out of (-1) or into (1) its subjects' totals. */
const moveShift = (row: string, sign: '-' | '') => {
  const { completed, quarters } = shiftOf(row);
  return [`'u:' || ${row}."jobApplicationUserID"`, `'b:' || ${row}."jobSnapshotBusinessID"`]
    .map((key) => addTo(key, `${sign}${completed}`, `${sign}${quarters}`))
    .join('\n');
};

/** The subject a rating counts for: the worker a business rated, or the business a worker rated. */
const ratedSubject = (row: string) =>
  `(select case when ${row}."ratingBy" = 'business' then 'u:' || a."jobApplicationUserID"
      else 'b:' || a."jobSnapshotBusinessID" end
    from job_applications a where a."jobApplicationID" = ${row}."ratingApplicationID")`;

/** The subject a rating counts for, by the ids it carries (filled after its insert on SQLite), else its shift. */
const ratingKey = (row: string) =>
  `coalesce(case when ${row}."ratingBy" = 'business' then 'u:' || ${row}."ratingWorkerID"
      else 'b:' || ${row}."ratingBusinessID" end, ${ratedSubject(row)})`;

/** The statement of a trigger that moves a rating's stars out of (-1) or into (1) its subject's totals. */
const moveRating = (row: string, sign: '-' | '') =>
  `insert into record_totals (${TOTALS_COLUMNS})
     select subject_key, 0, 0, ${sign}${row}."ratingStars", ${sign}1 from (select ${ratingKey(row)} as subject_key) rated
     where subject_key is not null
   ${ADD_TO_KEPT};`;

// what the totals read of an application and of a rating
const SHIFT_COLUMNS = [
  'jobApplicationStatus',
  'jobApplicationWorkedStartDateTime',
  'jobApplicationWorkedEndDateTime',
  'jobApplicationBreakMinutes',
  'jobApplicationUserID',
  'jobSnapshotBusinessID',
]
  .map((column) => `"${column}"`)
  .join(', ');
const RATING_COLUMNS = ['ratingApplicationID', 'ratingBy', 'ratingStars']
  .map((column) => `"${column}"`)
  .join(', ');

async function createSqliteTriggers(db: Kysely<any>) {
  const triggers: [string, string, string, string][] = [
    ['insert', 'after insert on job_applications', isCompleted('new'), moveShift('new', '')],
    [
      'update',
      `after update of ${SHIFT_COLUMNS} on job_applications`,
      `${isCompleted('old')} or ${isCompleted('new')}`,
      `${moveShift('old', '-')}\n${moveShift('new', '')}`,
    ],
    ['delete', 'after delete on job_applications', isCompleted('old'), moveShift('old', '-')],
  ];
  for (const [event, on, when, body] of triggers)
    await sql
      .raw(`create trigger record_totals_application_${event} ${on} when ${when} begin ${body} end`)
      .execute(db);
  const ratingTriggers: [string, string, string][] = [
    ['insert', 'after insert on ratings', moveRating('new', '')],
    [
      'update',
      `after update of ${RATING_COLUMNS} on ratings`,
      `${moveRating('old', '-')}\n${moveRating('new', '')}`,
    ],
    ['delete', 'after delete on ratings', moveRating('old', '-')],
  ];
  for (const [event, on, body] of ratingTriggers)
    await sql.raw(`create trigger record_totals_rating_${event} ${on} begin ${body} end`).execute(db);
}

async function createPostgresTriggers(db: Kysely<any>) {
  // Math.round of `workedHours`: floor(x + 0.5); the wall-clock times are Brussels time
  await sql`create function worked_quarter_hours(start_at text, end_at text, break_minutes integer) returns integer
    language sql as $$
      select greatest(0, floor((extract(epoch from
        (end_at::timestamp at time zone 'Europe/Brussels') - (start_at::timestamp at time zone 'Europe/Brussels'))
        / 60 - break_minutes) / 15 + 0.5))::integer
    $$`.execute(db);
  await sql
    .raw(`create function record_totals_of_application() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then ${moveShift('old', '-')} end if;
        if tg_op <> 'DELETE' then ${moveShift('new', '')} end if;
        return null;
      end $$`)
    .execute(db);
  await sql
    .raw(`create function record_totals_of_rating() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then ${moveRating('old', '-')} end if;
        if tg_op <> 'DELETE' then ${moveRating('new', '')} end if;
        return null;
      end $$`)
    .execute(db);
  const when: [string, string][] = [
    ['insert', isCompleted('new')],
    [`update of ${SHIFT_COLUMNS}`, `${isCompleted('old')} or ${isCompleted('new')}`],
    ['delete', isCompleted('old')],
  ];
  for (const [event, condition] of when)
    await sql
      .raw(`create trigger record_totals_application_${event.split(' ')[0]} after ${event} on job_applications
        for each row when (${condition}) execute function record_totals_of_application()`)
      .execute(db);
  await sql
    .raw(`create trigger record_totals_rating after insert or delete or update of ${RATING_COLUMNS} on ratings
      for each row execute function record_totals_of_rating()`)
    .execute(db);
}

/**
 * The statements that count every subject's totals again from the rows as they are: this migration's
 * fill, and the bench's after it loads a history without triggers.
 */
export function countRecordTotals(): string[] {
  const { completed, quarters } = shiftOf('a');
  const shifts = (key: string, column: string) =>
    `insert into record_totals ("subjectKey", "completedShifts", "workedQuarterHours")
       select '${key}:' || a."${column}", sum(${completed}), sum(${quarters})
       from job_applications a where ${isCompleted('a')} group by a."${column}"`;
  const stars = (key: string, by: string, column: string) =>
    `insert into record_totals ("subjectKey", "starsTotal", "starsCount")
       select '${key}:' || a."${column}", sum(r."ratingStars"), count(*)
       from ratings r join job_applications a on a."jobApplicationID" = r."ratingApplicationID"
       where r."ratingBy" = '${by}' group by a."${column}"
     on conflict ("subjectKey") do update set "starsTotal" = excluded."starsTotal", "starsCount" = excluded."starsCount"`;
  return [
    'delete from record_totals',
    shifts('u', 'jobApplicationUserID'),
    shifts('b', 'jobSnapshotBusinessID'),
    stars('u', 'business', 'jobApplicationUserID'),
    stars('b', 'worker', 'jobSnapshotBusinessID'),
  ];
}
