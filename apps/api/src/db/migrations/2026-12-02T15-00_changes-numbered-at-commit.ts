import { type Kysely, PostgresAdapter, sql } from 'kysely';

// the functions of the triggers that number job and record changes (2026-11-22T20-00_every-job-change.ts,
// 2026-11-30T03-00_national-scale.ts and the migrations that narrowed their triggers since)
const NUMBERING_FUNCTIONS = [
  'record_job_change',
  'record_change_of_application',
  'record_change_of_rating',
  'record_change_of_earlier',
];

/**
 * On PostgreSQL the job and record changes are numbered when their transaction commits, not when the
 * row changes (docs/decisions/national-scale.md). Changes commit in the order of their numbers, so that
 * whoever has seen number N has seen every change up to N; each took a lock until its transaction
 * ended, and a transaction that changed a job early (an accept takes a place of the job first) then held
 * it through every statement after, its notices and mails included. Every other transaction changing a
 * job or a record waited for it, holding a connection of the pool, and under load the pool ran out.
 * Numbered at commit, the lock is held for the numbering and the commit alone. The two locks become one,
 * taken by whatever a commit numbers first: a transaction numbering both kinds never waits for a second
 * lock while holding the first. SQLite writes one transaction at a time: nothing changes there.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create or replace function record_job_change() returns trigger language plpgsql as $$
    declare
      changed record;
    begin
      if tg_op = 'DELETE' then changed := old; else changed := new; end if;
      perform pg_advisory_xact_lock(hashtext('jobbel_changes'));
      insert into job_changes("jobID") values (changed."jobID");
      return null;
    end $$`.execute(db);
  await sql`create or replace function record_change(key text) returns void language sql as $$
    select pg_advisory_xact_lock(hashtext('jobbel_changes'));
    insert into record_changes("subjectKey", "changedAt") values (key, to_char(now() at time zone 'utc', 'YYYY-MM-DD HH24:MI:SS'));
  $$`.execute(db);
  const { rows } = await sql<{ tableName: string; triggerName: string; definition: string }>`
    select c.relname as "tableName", t.tgname as "triggerName", pg_get_triggerdef(t.oid) as definition
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_proc p on p.oid = t.tgfoid
    where not t.tgisinternal and p.proname in (${sql.join(NUMBERING_FUNCTIONS)})
    order by t.tgname`.execute(db);
  for (const { tableName, triggerName, definition } of rows) {
    // the same trigger, its events and condition unchanged, fired when its transaction commits
    const deferred = definition
      .replace(/^CREATE TRIGGER /, 'CREATE CONSTRAINT TRIGGER ')
      .replace(/ FOR EACH ROW /, ' DEFERRABLE INITIALLY DEFERRED FOR EACH ROW ');
    await sql`drop trigger ${sql.id(triggerName)} on ${sql.id(tableName)}`.execute(db);
    await sql.raw(deferred).execute(db);
  }
}
