// Locks: counts every ended application once, to fill the counts (seconds at national scale); writes to
// job_applications wait until it is done.
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * A worker's (`u:<userID>`) and a business's (`b:<businessID>`) ended applications counted per month of
 * their settling, by what decides how a record counts them (status, who changed it, late, no-show state),
 * kept by trigger in the transaction that changes them, whatever path wrote it. A record's 12 months read
 * the window's whole months from here, and only its first, cut month from the index of ended
 * applications: for the busiest business a few hundred rows instead of ten thousand
 * (docs/decisions/national-scale.md). The rules of how an outcome counts stay in the code that reads them
 * (modules/records/worker-record.ts); an absent who-changed-it or no-show state is kept as ''.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql`create table record_outcome_months (
    "subjectKey" varchar(24) not null,
    "settledMonth" varchar(7) not null,
    "status" varchar(20) not null,
    "changedBy" varchar(10) not null,
    "lateCancellation" integer not null,
    "noShowState" varchar(10) not null,
    "outcomes" integer not null,
    primary key ("subjectKey", "settledMonth", "status", "changedBy", "lateCancellation", "noShowState")
  )`.execute(db);
  if (isPostgres) await createPostgresTriggers(db);
  else await createSqliteTriggers(db);
  for (const statement of countOutcomeMonths()) await sql.raw(statement).execute(db);
}

const ENDED = `('completed', 'noShow', 'cancelled')`;
/** That an application ended, and when is known (a record counts no outcome without it). */
const isEnded = (row: string) =>
  `(${row}."jobApplicationStatus" in ${ENDED} and ${row}."jobApplicationUpdatedDateTime" is not null)`;

const KEY_COLUMNS = `"subjectKey", "settledMonth", "status", "changedBy", "lateCancellation", "noShowState"`;

/** An application's outcome as kept, beside the key of its subject: its month and what decides how it counts. */
const outcomeOf = (row: string) =>
  [
    `substr(${row}."jobApplicationUpdatedDateTime", 1, 7)`,
    `${row}."jobApplicationStatus"`,
    `coalesce(${row}."jobApplicationChangedBy", '')`,
    `coalesce(${row}."jobApplicationLateCancellation", 0)`,
    `coalesce(${row}."jobApplicationNoShowState", '')`,
  ].join(', ');

/**
 * The statements of a trigger that move an application's outcome out of (-1) or into (1) its subjects'
 * months, where it is an ended application (SQLite reads an upsert after a select only with a `where`).
 */
const moveOutcome = (row: string, sign: '-' | '') =>
  [`'u:' || ${row}."jobApplicationUserID"`, `'b:' || ${row}."jobSnapshotBusinessID"`]
    .map(
      (key) =>
        `insert into record_outcome_months (${KEY_COLUMNS}, "outcomes")
           select ${key}, ${outcomeOf(row)}, ${sign}1 where ${isEnded(row)}
         on conflict (${KEY_COLUMNS}) do update set "outcomes" = record_outcome_months."outcomes" + excluded."outcomes";`,
    )
    .join('\n');

// what the months read of an application
const OUTCOME_COLUMNS = [
  'jobApplicationStatus',
  'jobApplicationUpdatedDateTime',
  'jobApplicationChangedBy',
  'jobApplicationLateCancellation',
  'jobApplicationNoShowState',
  'jobApplicationUserID',
  'jobSnapshotBusinessID',
]
  .map((column) => `"${column}"`)
  .join(', ');

async function createSqliteTriggers(db: Kysely<any>) {
  const triggers: [string, string, string, string][] = [
    ['insert', 'after insert on job_applications', isEnded('new'), moveOutcome('new', '')],
    [
      'update',
      `after update of ${OUTCOME_COLUMNS} on job_applications`,
      `${isEnded('old')} or ${isEnded('new')}`,
      `${moveOutcome('old', '-')}\n${moveOutcome('new', '')}`,
    ],
    ['delete', 'after delete on job_applications', isEnded('old'), moveOutcome('old', '-')],
  ];
  for (const [event, on, when, body] of triggers)
    await sql
      .raw(`create trigger record_outcome_months_${event} ${on} when ${when} begin ${body} end`)
      .execute(db);
}

async function createPostgresTriggers(db: Kysely<any>) {
  await sql
    .raw(`create function record_outcome_months_of_application() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then ${moveOutcome('old', '-')} end if;
        if tg_op <> 'DELETE' then ${moveOutcome('new', '')} end if;
        return null;
      end $$`)
    .execute(db);
  const when: [string, string][] = [
    ['insert', isEnded('new')],
    [`update of ${OUTCOME_COLUMNS}`, `${isEnded('old')} or ${isEnded('new')}`],
    ['delete', isEnded('old')],
  ];
  for (const [event, condition] of when)
    await sql
      .raw(`create trigger record_outcome_months_${event.split(' ')[0]} after ${event} on job_applications
        for each row when (${condition}) execute function record_outcome_months_of_application()`)
      .execute(db);
}

/**
 * The statements that count every subject's months again from the rows as they are: this migration's
 * fill, and the bench's after it loads a history without triggers.
 */
export function countOutcomeMonths(): string[] {
  const months = (key: string, column: string) =>
    `insert into record_outcome_months (${KEY_COLUMNS}, "outcomes")
       select '${key}:' || a."${column}", ${outcomeOf('a')}, count(*)
       from job_applications a where ${isEnded('a')}
       group by a."${column}", ${outcomeOf('a')}`;
  return [
    'delete from record_outcome_months',
    months('u', 'jobApplicationUserID'),
    months('b', 'jobSnapshotBusinessID'),
  ];
}
