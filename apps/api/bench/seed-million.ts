import SQLite from 'better-sqlite3';
import pg from 'pg';
import { createDb } from '../src/db/create-db';
import { migrateToLatest } from '../src/db/migrate';
import { BENCH_BUSINESSES, BENCH_JOBS, benchJob } from './bench-data';

const JOB_COLUMNS = [
  'jobBusinessID',
  'jobTitle',
  'jobDescription',
  'jobType',
  'jobLocation',
  'jobLocationKey',
  'jobLatitude',
  'jobLongitude',
  'jobSearchText',
  'jobWagePerHour',
  'jobStartDateTime',
  'jobEndDateTime',
  'jobHours',
  'jobStatus',
  'jobAddedDateTime',
] as const;

async function migrate(target: { dataDir: string; databaseUrl?: string }) {
  const { db } = createDb(target);
  await migrateToLatest(db, target.dataDir);
  await db.destroy();
}

export async function seedSqlite(
  dataDir: string,
  jobs = BENCH_JOBS,
  businesses = BENCH_BUSINESSES,
): Promise<void> {
  await migrate({ dataDir });
  const sqlite = new SQLite(`${dataDir}/jobbel.sqlite`);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('cache_size = -262144');
  // Indexes, the search index and its triggers are rebuilt once after the load: far faster than row by row.
  const deferred = sqlite
    .prepare(
      `select type, name, sql from sqlite_master where tbl_name = 'jobs' and type in ('index', 'trigger') and sql is not null`,
    )
    .all() as { type: string; name: string; sql: string }[];
  for (const object of deferred) sqlite.exec(`drop ${object.type} "${object.name}"`);
  const now = Date.now();
  sqlite.transaction(() => {
    const account = sqlite.prepare(
      `insert into accounts ("accountName","accountEmail","accountType","oauthClientId","oauthClientSecretHash","createdAt") values (?,?,?,?,?,?)`,
    );
    const business = sqlite.prepare(
      `insert into businesses ("businessAccountID","businessName","businessCategory","businessCity","businessCountry","created_at") values (?,?,?,?,?,?)`,
    );
    for (let i = 1; i <= businesses; i += 1) {
      const { lastInsertRowid } = account.run(
        `bench_biz_${i}`,
        `biz${i}@bench.be`,
        'business',
        `bench_${i}`,
        'x',
        '2026-01-01 00:00:00',
      );
      business.run(lastInsertRowid, `Horecazaak ${i}`, 'Café', 'Gent', 'BE', '2026-01-01 00:00:00');
    }
    const job = sqlite.prepare(
      `insert into jobs (${JOB_COLUMNS.map((column) => `"${column}"`).join(',')}) values (${JOB_COLUMNS.map(() => '?').join(',')})`,
    );
    for (let i = 0; i < jobs; i += 1) {
      const row = benchJob(i, now, businesses);
      job.run(...JOB_COLUMNS.map((column) => row[column]));
    }
  })();
  for (const object of deferred) sqlite.exec(object.sql);
  // the trigram index holds active jobs only (migration 09)
  sqlite.exec(
    `insert into jobs_fts(rowid, "jobSearchText") select "jobID", "jobSearchText" from jobs where "jobStatus" = 'active'`,
  );
  // the administrator's index holds every job's own texts (migration 2026-12-03T01-00); the businesses'
  // names have theirs, kept by its triggers as they were inserted
  sqlite.exec(
    `insert into jobs_admin_fts(rowid, "jobTitle", "jobType", "jobLocation")
      select "jobID", "jobTitle", "jobType", "jobLocation" from jobs`,
  );
  sqlite.exec(`insert into jobs_admin_fts(jobs_admin_fts) values ('optimize')`);
  sqlite.exec('analyze');
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  sqlite.close();
}

export async function seedPostgres(
  databaseUrl: string,
  jobs = BENCH_JOBS,
  businesses = BENCH_BUSINESSES,
): Promise<void> {
  await migrate({ dataDir: '/tmp', databaseUrl });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`set maintenance_work_mem = '256MB'`);
    await client.query(`set synchronous_commit = off`);
    await client.query(
      `insert into accounts ("accountName","accountEmail","accountType","oauthClientId","oauthClientSecretHash","createdAt")
       select 'bench_biz_' || i, 'biz' || i || '@bench.be', 'business', 'bench_' || i, 'x', '2026-01-01 00:00:00'
       from generate_series(1, ${businesses}) as i`,
    );
    await client.query(
      `insert into businesses ("businessAccountID","businessName","businessCategory","businessCity","businessCountry","created_at")
       select "accountID", 'Horecazaak ' || "accountID", 'Café', 'Gent', 'BE', '2026-01-01 00:00:00' from accounts order by "accountID"`,
    );
    // Indexes are built once after the load, which is far faster than maintaining them row by row.
    const { rows: indexes } = await client.query<{ indexdef: string; indexname: string }>(
      `select indexname, indexdef from pg_indexes where tablename = 'jobs' and indexname <> 'jobs_pkey'`,
    );
    for (const index of indexes) await client.query(`drop index "${index.indexname}"`);
    const now = Date.now();
    const batchSize = 50_000;
    for (let start = 0; start < jobs; start += batchSize) {
      const rows = Array.from({ length: Math.min(batchSize, jobs - start) }, (_, offset) =>
        benchJob(start + offset, now, businesses),
      );
      const columns = JOB_COLUMNS.map((column) => rows.map((row) => row[column]));
      await client.query(
        `insert into jobs (${JOB_COLUMNS.map((column) => `"${column}"`).join(',')})
         select * from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::float8[],
                              $8::float8[], $9::text[], $10::float8[], $11::text[], $12::text[], $13::float8[], $14::text[], $15::text[])`,
        columns,
      );
    }
    for (const index of indexes) await client.query(index.indexdef);
    // What a database that has run for years has long done after its rows arrived, so the bench does
    // not measure the aftermath of a bulk load: statistics and the visibility map of every table (the
    // triggers wrote a million job changes too; until 2026-11-24 only jobs was vacuumed, so autovacuum
    // could start on job_changes during the measurements), and a checkpoint of the load's pages.
    await client.query('vacuum analyze');
    await client.query('checkpoint');
  } finally {
    await client.end();
  }
}
