import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JOB_TOTAL_COUNT_LIMIT } from '@jobbel/shared/jobs/job.constants';
import { jobListQuerySchema } from '@jobbel/shared/jobs/job.schemas';
import { createDb } from '../src/db/create-db';
import { brusselsNow } from '../src/lib/clock';
import { firstMatchingJobIdsQuery, jobsByIdsQuery } from '../src/modules/job-search/job-search.repository';
import { summarize } from './distinct-load';
import { createQueryGenerator } from './distinct-queries';
import { seedPostgres, seedSqlite } from './seed-million';

/**
 * What a worker's search costs without the open-job index: the database alone answers the bench's
 * distinct first pages (the ordered walk of the matching ids, then the page's rows), through the
 * same queries the server uses for every other list. docs/decisions/job-search.md sets it beside the
 * index's figure.
 */
const SEARCHES = Number(process.env.BENCH_SQL_SEARCHES ?? 300);

async function measure(engine: string, target: { dataDir: string; databaseUrl?: string }) {
  const { db, readRows, openConnections, closeSideConnections } = createDb(target);
  await openConnections();
  const nextPath = createQueryGenerator(20261126, new Set());
  const now = `${brusselsNow().slice(0, 16)}:00`;
  const times: number[] = [];
  let found = 0;
  for (let done = 0; done < SEARCHES; done += 1) {
    const url = new URL(nextPath(), 'http://bench');
    const query = jobListQuerySchema.parse(Object.fromEntries(url.searchParams));
    const started = performance.now();
    const ids = await readRows(firstMatchingJobIdsQuery(db, query, now, JOB_TOTAL_COUNT_LIMIT + 1));
    const page = ids.slice(0, query.limit + 1).map((row) => row.jobID);
    if (page.length > 0) await readRows(jobsByIdsQuery(db, page));
    times.push(performance.now() - started);
    if (page.length > 0) found += 1;
  }
  await closeSideConnections();
  await db.destroy();
  const { count, p50, p99, max } = summarize(times);
  const ms = (value: number) => value.toFixed(1);
  console.log(`| ${engine} | ${count} | ${ms(p50)} | ${ms(p99)} | ${ms(max)} | ${found} |`);
}

const postgresUrl = process.env.TEST_POSTGRES_URL;
if (!postgresUrl) throw new Error('Run through npm run bench:sql (it starts PostgreSQL).');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobbel-sql-path-'));
try {
  console.log('| distinct first pages, database only | searches | p50 ms | p99 ms | max ms | with jobs |');
  console.log('|---|---:|---:|---:|---:|---:|');
  if (!process.env.BENCH_POSTGRES_ONLY) {
    await seedSqlite(dataDir);
    await measure('SQLite', { dataDir });
  }
  if (!process.env.BENCH_SQLITE_ONLY) {
    await seedPostgres(postgresUrl);
    await measure('PostgreSQL', { dataDir, databaseUrl: postgresUrl });
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
