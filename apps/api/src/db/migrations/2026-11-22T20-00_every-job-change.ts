import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Every change to any job leaves a job_changes row, not only changes to active ones, so the
 * last change number says whether any cached job list (a business's own jobs included) may be stale,
 * on every server instance alike (modules/jobs/jobs.service.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create or replace function record_job_change() returns trigger language plpgsql as $$
      declare
        changed record;
      begin
        if tg_op = 'DELETE' then changed := old; else changed := new; end if;
        perform pg_advisory_xact_lock(hashtext('job_changes'));
        insert into job_changes("jobID") values (changed."jobID");
        return changed;
      end $$`.execute(db);
    return;
  }
  await sql`drop trigger jobs_change_insert`.execute(db);
  await sql`drop trigger jobs_change_update`.execute(db);
  await sql`drop trigger jobs_change_delete`.execute(db);
  await sql`create trigger jobs_change_insert after insert on jobs begin
    insert into job_changes("jobID") values (new."jobID"); end`.execute(db);
  await sql`create trigger jobs_change_update after update on jobs begin
    insert into job_changes("jobID") values (new."jobID"); end`.execute(db);
  await sql`create trigger jobs_change_delete after delete on jobs begin
    insert into job_changes("jobID") values (old."jobID"); end`.execute(db);
}
