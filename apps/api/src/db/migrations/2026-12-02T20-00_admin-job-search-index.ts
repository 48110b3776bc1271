// Locks: builds a trigram index over every job's title, type, place and business name; writes to `jobs`
// and `businesses` wait until it is done (docs/operations.md, "Upgrading").
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * An administrator's search looks for a text anywhere in a job's title, type, place or business name,
 * in every job ever posted. `like '%…%'` has no index to use, so a word that matches almost nothing read
 * the whole table (about a second at a million jobs on SQLite). Each of these texts gets a trigram index
 * over all jobs:
 * - PostgreSQL: a GIN index of pg_trgm on each lower-cased column, which `lower(column) like` uses;
 * - SQLite: an FTS5 table with the trigram tokenizer holding the four texts of each job (no copy of
 *   them: contentless), kept by triggers; a business's new name is written into each of its jobs'
 *   entries in the rename's transaction (about 50 µs a job: docs/decisions/national-scale.md). The
 *   public search's `jobs_fts` holds active jobs only, and another text.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const columns = { jobs: ['jobTitle', 'jobType', 'jobLocation'], businesses: ['businessName'] };
    for (const [table, names] of Object.entries(columns)) {
      for (const column of names) {
        await sql`create index ${sql.id(`${table}_${column}_trgm_idx`)} on ${sql.table(table)} using gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(
          db,
        );
      }
    }
    return;
  }
  await sql`create virtual table jobs_admin_fts using fts5(
    "jobTitle", "jobType", "jobLocation", "businessName",
    content='', contentless_delete=1, tokenize='trigram'
  )`.execute(db);
  const entriesOf = (jobs: ReturnType<typeof sql>) => sql`
    insert into jobs_admin_fts(rowid, "jobTitle", "jobType", "jobLocation", "businessName")
      select j."jobID", j."jobTitle", j."jobType", j."jobLocation", b."businessName"
      from jobs j left join businesses b on b."businessID" = j."jobBusinessID" where ${jobs}`;
  await entriesOf(sql`1 = 1`).execute(db);
  // merged into one segment now, so that the first writes after it do not pay for merging the load's
  await sql`insert into jobs_admin_fts(jobs_admin_fts) values ('optimize')`.execute(db);
  await sql`create trigger jobs_admin_fts_insert after insert on jobs begin
    ${entriesOf(sql`j."jobID" = new."jobID"`)};
  end`.execute(db);
  await sql`create trigger jobs_admin_fts_delete after delete on jobs begin
    delete from jobs_admin_fts where rowid = old."jobID";
  end`.execute(db);
  await sql`create trigger jobs_admin_fts_update
    after update of "jobTitle", "jobType", "jobLocation", "jobBusinessID" on jobs begin
    delete from jobs_admin_fts where rowid = old."jobID";
    ${entriesOf(sql`j."jobID" = new."jobID"`)};
  end`.execute(db);
  await sql`create trigger businesses_admin_fts_update after update of "businessName" on businesses begin
    delete from jobs_admin_fts where rowid in (select "jobID" from jobs where "jobBusinessID" = new."businessID");
    ${entriesOf(sql`j."jobBusinessID" = new."businessID"`)};
  end`.execute(db);
}
