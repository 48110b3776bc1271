import { type Kysely, PostgresAdapter, sql } from 'kysely';

// the columns a record reads of an application, as 2026-11-30T03-00_national-scale.ts named them
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
 * Whether an application is part of a record: the applications a record is read from are those that
 * ended, completed, a no-show or cancelled, and those whose no-show claim was withdrawn
 * (`endedApplicationsOf` in modules/records/records.repository.ts).
 */
const inRecord = (row: 'new' | 'old') =>
  `(${row}."jobApplicationStatus" in ('completed', 'noShow', 'cancelled') or ${row}."jobApplicationNoShowWithdrawnDateTime" is not null)`;

/**
 * An application tells the records of its worker and its business only when it is, or was, part of
 * them (docs/decisions/national-scale.md). Until now every application written told them: each apply
 * and each accept made the next look at a busy business's page compute its record again from its whole
 * history (a quarter of a second to more than a second for the busiest), and on PostgreSQL took the lock
 * that orders the changes. Applying and accepting change no record; ending a shift, its hours, a no-show
 * and a cancellation do, as before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger record_changes_application on job_applications`.execute(db);
    const when: [string, string][] = [
      ['insert', inRecord('new')],
      [`update of ${APPLICATION_RECORD_COLUMNS}`, `${inRecord('old')} or ${inRecord('new')}`],
      ['delete', inRecord('old')],
    ];
    for (const [event, condition] of when)
      await sql
        .raw(`create trigger record_changes_application_${event.split(' ')[0]} after ${event} on job_applications
          for each row when (${condition}) execute function record_change_of_application()`)
        .execute(db);
    return;
  }
  const now = `strftime('%Y-%m-%d %H:%M:%S', 'now')`;
  const tell = (row: 'new' | 'old') =>
    `insert into record_changes ("subjectKey", "changedAt") values
       ('u:' || ${row}."jobApplicationUserID", ${now}), ('b:' || ${row}."jobSnapshotBusinessID", ${now});`;
  const triggers: [string, string, string, 'new' | 'old'][] = [
    ['record_changes_application_insert', 'after insert on job_applications', inRecord('new'), 'new'],
    [
      'record_changes_application_update',
      `after update of ${APPLICATION_RECORD_COLUMNS} on job_applications`,
      `${inRecord('old')} or ${inRecord('new')}`,
      'new',
    ],
    ['record_changes_application_delete', 'after delete on job_applications', inRecord('old'), 'old'],
  ];
  for (const [name, event, condition, row] of triggers) {
    await sql.raw(`drop trigger ${name}`).execute(db);
    await sql.raw(`create trigger ${name} ${event} when ${condition} begin ${tell(row)} end`).execute(db);
  }
}
