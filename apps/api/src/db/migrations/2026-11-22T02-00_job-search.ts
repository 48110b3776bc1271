// Locks: fills every job's search text and builds the trigram index; writes to `jobs` wait until it is done
// (docs/operations.md, "Upgrading").
import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen copy of the normalization at the time of this migration: lower case, accents removed.
function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('jobs')
    .addColumn('jobSearchText', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('jobs')
    .addColumn('jobLocationKey', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .execute();

  const jobs = await db
    .selectFrom('jobs')
    .select(['jobID', 'jobTitle', 'jobDescription', 'jobLocation'])
    .execute();
  for (const job of jobs) {
    const description = String(job.jobDescription).replace(/<[^>]*>/g, ' ');
    await db
      .updateTable('jobs')
      .set({
        jobSearchText: searchKey(`${job.jobTitle} ${description}`),
        jobLocationKey: searchKey(String(job.jobLocation)),
      })
      .where('jobID', '=', job.jobID)
      .execute();
  }

  await db.schema.dropIndex('jobs_location_added_idx').execute();
  await db.schema
    .createIndex('jobs_location_added_idx')
    .on('jobs')
    .columns(['jobLocationKey', 'jobAddedDateTime'])
    .execute();
  await db.schema
    .createIndex('jobs_location_start_idx')
    .on('jobs')
    .columns(['jobLocationKey', 'jobStartDateTime'])
    .execute();
  await db.schema
    .createIndex('jobs_location_type_added_idx')
    .on('jobs')
    .columns(['jobLocationKey', 'jobType', 'jobAddedDateTime'])
    .execute();

  // Text search uses a trigram index on both engines, never a table scan.
  if (isPostgres) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index jobs_search_trgm_idx on jobs using gin ("jobSearchText" gin_trgm_ops)`.execute(db);
    return;
  }
  await sql`create virtual table jobs_fts using fts5("jobSearchText", content='jobs', content_rowid='jobID', tokenize='trigram')`.execute(
    db,
  );
  await sql`insert into jobs_fts(jobs_fts) values ('rebuild')`.execute(db);
  await sql`create trigger jobs_fts_insert after insert on jobs begin
    insert into jobs_fts(rowid, "jobSearchText") values (new."jobID", new."jobSearchText");
  end`.execute(db);
  await sql`create trigger jobs_fts_delete after delete on jobs begin
    insert into jobs_fts(jobs_fts, rowid, "jobSearchText") values ('delete', old."jobID", old."jobSearchText");
  end`.execute(db);
  await sql`create trigger jobs_fts_update after update of "jobSearchText" on jobs begin
    insert into jobs_fts(jobs_fts, rowid, "jobSearchText") values ('delete', old."jobID", old."jobSearchText");
    insert into jobs_fts(rowid, "jobSearchText") values (new."jobID", new."jobSearchText");
  end`.execute(db);
}
