import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Workers search open jobs only, a few percent of a marketplace that has run for years.
 * Started jobs become 'expired' (modules/jobs/job-expiry.ts), so indexes limited to active jobs stay
 * that small: searches and their bounded counts read those, never the years of history.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const stamp = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Brussels',
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(new Date());
  await sql`update jobs set "jobStatus" = 'expired'
    where "jobStatus" = 'active' and "jobStartDateTime" <= ${stamp}`.execute(db);

  const active = sql`"jobStatus" = 'active'`;
  await sql`create index jobs_open_location_added_idx on jobs ("jobLocationKey", "jobAddedDateTime", "jobID") where ${active}`.execute(
    db,
  );
  await sql`create index jobs_open_added_idx on jobs ("jobAddedDateTime", "jobID") where ${active}`.execute(
    db,
  );
  await sql`create index jobs_open_start_idx on jobs ("jobStartDateTime", "jobID") where ${active}`.execute(
    db,
  );
  await sql`create index jobs_open_coordinates_idx on jobs ("jobLatitude", "jobLongitude") where ${active}`.execute(
    db,
  );

  if (isPostgres) {
    await sql`create index jobs_open_search_trgm_idx on jobs using gin ("jobSearchText" gin_trgm_ops) where ${active}`.execute(
      db,
    );
    return;
  }
  // SQLite: the trigram index holds active jobs only
  await sql`drop trigger jobs_fts_insert`.execute(db);
  await sql`drop trigger jobs_fts_delete`.execute(db);
  await sql`drop trigger jobs_fts_update`.execute(db);
  await sql`delete from jobs_fts`.execute(db);
  await sql`insert into jobs_fts(rowid, "jobSearchText") select "jobID", "jobSearchText" from jobs where ${active}`.execute(
    db,
  );
  await sql`create trigger jobs_fts_insert after insert on jobs when new."jobStatus" = 'active' begin
    insert into jobs_fts(rowid, "jobSearchText") values (new."jobID", new."jobSearchText");
  end`.execute(db);
  await sql`create trigger jobs_fts_delete after delete on jobs when old."jobStatus" = 'active' begin
    insert into jobs_fts(jobs_fts, rowid, "jobSearchText") values ('delete', old."jobID", old."jobSearchText");
  end`.execute(db);
  await sql`create trigger jobs_fts_update after update of "jobSearchText", "jobStatus" on jobs begin
    insert into jobs_fts(jobs_fts, rowid, "jobSearchText")
      select 'delete', old."jobID", old."jobSearchText" where old."jobStatus" = 'active';
    insert into jobs_fts(rowid, "jobSearchText")
      select new."jobID", new."jobSearchText" where new."jobStatus" = 'active';
  end`.execute(db);
}
