import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Every change to a job that is or was active leaves a row here, written by triggers so that no write
 * path (a post, an edit, an accepted worker filling it, the expiry sweep, a deleted account) can miss
 * it. Each server keeps its open-job search index current by reading the rows after the last one it
 * applied (modules/jobs/open-job-feed.ts), including rows written by other instances.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('job_changes')
    .addColumn('changeID', isPostgres ? 'bigserial' : 'integer', (col) =>
      isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('jobID', 'integer', (col) => col.notNull())
    .addColumn('changedAt', 'varchar(19)', (col) =>
      col
        .notNull()
        .defaultTo(
          isPostgres
            ? sql`to_char(now() at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`
            : sql`(datetime('now'))`,
        ),
    )
    .execute();

  if (isPostgres) {
    // The lock makes job-writing transactions take their change numbers in commit order: a reader
    // that has seen number n has seen every number below it (a later commit never fills a gap).
    await sql`create function record_job_change() returns trigger language plpgsql as $$
      declare
        changed record;
      begin
        if tg_op = 'DELETE' then changed := old; else changed := new; end if;
        if changed."jobStatus" = 'active' or (tg_op = 'UPDATE' and old."jobStatus" = 'active') then
          perform pg_advisory_xact_lock(hashtext('job_changes'));
          insert into job_changes("jobID") values (changed."jobID");
        end if;
        return changed;
      end $$`.execute(db);
    await sql`create trigger jobs_record_change after insert or update or delete on jobs
      for each row execute function record_job_change()`.execute(db);
    return;
  }
  // SQLite has one writer at a time: numbers are given in commit order already
  await sql`create trigger jobs_change_insert after insert on jobs when new."jobStatus" = 'active' begin
    insert into job_changes("jobID") values (new."jobID"); end`.execute(db);
  await sql`create trigger jobs_change_update after update on jobs
    when new."jobStatus" = 'active' or old."jobStatus" = 'active' begin
    insert into job_changes("jobID") values (new."jobID"); end`.execute(db);
  await sql`create trigger jobs_change_delete after delete on jobs when old."jobStatus" = 'active' begin
    insert into job_changes("jobID") values (old."jobID"); end`.execute(db);
}
