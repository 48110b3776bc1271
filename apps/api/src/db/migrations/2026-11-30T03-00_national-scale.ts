import { type Kysely, PostgresAdapter, sql } from 'kysely';

// what a worker's or a business's record is read from (modules/records/records.repository.ts)
const APPLICATION_RECORD_COLUMNS = [
  'jobApplicationStatus',
  'jobApplicationChangedBy',
  'jobApplicationLateCancellation',
  'jobApplicationNoShowState',
  'jobApplicationUpdatedDateTime',
  'jobApplicationNoShowWithdrawnDateTime',
  'jobApplicationWorkedStartDateTime',
  'jobApplicationWorkedEndDateTime',
  'jobApplicationBreakMinutes',
  'jobApplicationCompletedDateTime',
]
  .map((column) => `"${column}"`)
  .join(', ');

/**
 * Reads bounded by what one screen shows, not by years of history (docs/decisions/national-scale.md):
 * the bell counts a person's unread notices through an index of the unread ones alone; and a worker's
 * or a business's record, computed from their whole history, is kept once computed (`record_cache`)
 * until something it is read from changes: every write to an application, a rating or an earlier
 * attempt leaves a `record_changes` row for the worker (`u:<userID>`) and the business
 * (`b:<businessID>`), by trigger, whatever path wrote it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createIndex('notifications_unread')
    .on('notifications')
    .column('notificationUserID')
    .where(sql.ref('notificationReadDateTime'), 'is', null)
    .execute();

  const changes = db.schema.createTable('record_changes');
  await (isPostgres
    ? changes.addColumn('changeID', 'bigserial', (col) => col.primaryKey())
    : changes.addColumn('changeID', 'integer', (col) => col.primaryKey().autoIncrement())
  )
    .addColumn('subjectKey', 'varchar(24)', (col) => col.notNull())
    .addColumn('changedAt', 'varchar(19)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('record_changes_subject')
    .on('record_changes')
    .columns(['subjectKey', 'changeID'])
    .execute();
  await db.schema
    .createTable('record_cache')
    .addColumn('subjectKey', 'varchar(24)', (col) => col.primaryKey())
    .addColumn('record', 'text', (col) => col.notNull())
    .addColumn('computedAtChange', 'bigint', (col) => col.notNull())
    .addColumn('validUntil', 'varchar(19)', (col) => col.notNull())
    .execute();

  if (isPostgres) {
    // the changes commit in the order of their numbers (as job_changes do): a record computed from
    // what was committed when the last number was N has seen every change up to N
    await sql`create function record_change(key text) returns void language sql as $$
      select pg_advisory_xact_lock(hashtext('record_changes'));
      insert into record_changes("subjectKey", "changedAt") values (key, to_char(now() at time zone 'utc', 'YYYY-MM-DD HH24:MI:SS'));
    $$`.execute(db);
    await sql`create function record_change_of_application() returns trigger language plpgsql as $$
      declare changed record;
      begin
        if tg_op = 'DELETE' then changed := old; else changed := new; end if;
        perform record_change('u:' || changed."jobApplicationUserID");
        perform record_change('b:' || changed."jobSnapshotBusinessID");
        return null;
      end $$`.execute(db);
    await sql`create function record_change_of_rating() returns trigger language plpgsql as $$
      declare changed record; owner record;
      begin
        if tg_op = 'DELETE' then changed := old; else changed := new; end if;
        select "jobApplicationUserID", "jobSnapshotBusinessID" into owner
          from job_applications where "jobApplicationID" = changed."ratingApplicationID";
        if found then
          perform record_change('u:' || owner."jobApplicationUserID");
          perform record_change('b:' || owner."jobSnapshotBusinessID");
        end if;
        return null;
      end $$`.execute(db);
    await sql`create function record_change_of_earlier() returns trigger language plpgsql as $$
      declare changed record;
      begin
        if tg_op = 'DELETE' then changed := old; else changed := new; end if;
        perform record_change('u:' || changed."earlierUserID");
        perform record_change('b:' || changed."earlierBusinessID");
        return null;
      end $$`.execute(db);
    await sql
      .raw(`create trigger record_changes_application after insert or delete or update of ${APPLICATION_RECORD_COLUMNS}
        on job_applications for each row execute function record_change_of_application()`)
      .execute(db);
    await sql`create trigger record_changes_rating after insert or update or delete on ratings
      for each row execute function record_change_of_rating()`.execute(db);
    await sql`create trigger record_changes_earlier after insert or update or delete on earlier_applications
      for each row execute function record_change_of_earlier()`.execute(db);
    return;
  }
  const now = `strftime('%Y-%m-%d %H:%M:%S', 'now')`;
  const both = (row: 'new' | 'old', user: string, business: string) =>
    `insert into record_changes ("subjectKey", "changedAt") values
       ('u:' || ${row}."${user}", ${now}), ('b:' || ${row}."${business}", ${now});`;
  const application = (row: 'new' | 'old') => both(row, 'jobApplicationUserID', 'jobSnapshotBusinessID');
  const earlier = (row: 'new' | 'old') => both(row, 'earlierUserID', 'earlierBusinessID');
  const rating = (row: 'new' | 'old') =>
    `insert into record_changes ("subjectKey", "changedAt")
       select 'u:' || "jobApplicationUserID", ${now} from job_applications where "jobApplicationID" = ${row}."ratingApplicationID"
       union all
       select 'b:' || "jobSnapshotBusinessID", ${now} from job_applications where "jobApplicationID" = ${row}."ratingApplicationID";`;
  const triggers: [string, string, string][] = [
    ['record_changes_application_insert', 'after insert on job_applications', application('new')],
    [
      'record_changes_application_update',
      `after update of ${APPLICATION_RECORD_COLUMNS} on job_applications`,
      application('new'),
    ],
    ['record_changes_application_delete', 'after delete on job_applications', application('old')],
    ['record_changes_rating_insert', 'after insert on ratings', rating('new')],
    ['record_changes_rating_update', 'after update on ratings', rating('new')],
    ['record_changes_rating_delete', 'after delete on ratings', rating('old')],
    ['record_changes_earlier_insert', 'after insert on earlier_applications', earlier('new')],
    ['record_changes_earlier_update', 'after update on earlier_applications', earlier('new')],
    ['record_changes_earlier_delete', 'after delete on earlier_applications', earlier('old')],
  ];
  for (const [name, when, body] of triggers)
    await sql.raw(`create trigger ${name} ${when} begin ${body} end`).execute(db);
}
