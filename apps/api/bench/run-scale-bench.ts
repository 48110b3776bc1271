import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { createDb } from '../src/db/create-db';
import type { Database } from '../src/db/database';
import { countRecordTotals } from '../src/db/migrations/2026-12-03T20-00_record-totals';
import { countOutcomeMonths } from '../src/db/migrations/2026-12-04T04-00_record-outcome-months';
import { registerSqliteFunctions } from '../src/db/sqlite-functions';
import { dateTime } from './bench-data';
import { residentMegabytes, START_SERVER, waitFor } from './bench-process';
import { bellSessions, measureBellStreams } from './scale/bell-streams';
import { chooseInputs } from './scale/bench-sessions';
import { type Loader, postgresLoader, sqliteLoader } from './scale/bulk-load';
import { firstWorkerID, type SeededJob } from './scale/history-rows';
import { forgetKeptRecords, keepEveryRecord } from './scale/kept-records';
import { reasonsMissed, routeOf } from './scale/miss-reasons';
import {
  type ByOperation,
  EARLY_SECONDS,
  oneAtATime,
  openLoopMix,
  type ScreenRequest,
  send,
} from './scale/scale-load';
import { volumesAt } from './scale/scale-volumes';
import { NOT_MEASURED, screenOperations } from './scale/screen-requests';
import { seedHistory } from './scale/seed-history';
import { readServerTimes, timesBetween } from './scale/server-times';
import { seedPostgres, seedSqlite } from './seed-million';

// the targets every screen is held to (docs/decisions/national-scale.md)
const ALONE_P50_MS = 5;
const ALONE_P99_MS = 20;
const MIX_P99_MS = 50;
const TARGETS = { aloneP50Ms: ALONE_P50_MS, aloneP99Ms: ALONE_P99_MS, mixP99Ms: MIX_P99_MS };
const HEALTH_MAX_MS = 50;
const MEMORY_MB = 400;
const BELL_DELAY_P99_MS = 1000;
const BELL_STREAMS = Number(process.env.BENCH_STREAMS ?? 10_000);

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const ALONE_PER_OPERATION = Number(process.env.BENCH_ALONE ?? 200);
// the issue's rate; a lower one shows whether a change moves a mix that queues at 300 on this machine
const MIX_RATE = Number(process.env.BENCH_MIX_RATE ?? 300);
const MIX_SECONDS = Number(process.env.BENCH_MIX_SECONDS ?? 60);
const API_DIR = path.resolve(import.meta.dirname, '..');
const METRICS_TOKEN = 'the-scale-bench-reads-its-server-times';

function startServer(port: number, target: { dataDir: string; databaseUrl?: string }): ChildProcess {
  return spawn(START_SERVER, [], {
    cwd: API_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl ?? '',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      // the bell phase tells many people at once through POST /api/test/bell/notify
      TEST_HOOKS: '1',
      // the server's own time for each request in the mix (scale/server-times.ts)
      METRICS_TOKEN,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function seededJobs(target: { dataDir: string; databaseUrl?: string }): Promise<SeededJob[]> {
  const { db } = createDb(target);
  const jobs = await db
    .selectFrom('jobs')
    .select([
      'jobID',
      'jobBusinessID',
      'jobTitle',
      'jobLocation',
      'jobWagePerHour',
      'jobStartDateTime',
      'jobEndDateTime',
      'jobStatus',
    ])
    .orderBy('jobID')
    .execute();
  await db.destroy();
  return jobs as SeededJob[];
}

/** Jobs (seed-million.ts), then everything else (scale/seed-history.ts), then the planner's statistics. */
async function seed(target: { dataDir: string; databaseUrl?: string }) {
  const volumes = volumesAt(SCALE);
  const started = Date.now();
  if (target.databaseUrl) await seedPostgres(target.databaseUrl, volumes.jobs, volumes.businesses);
  else await seedSqlite(target.dataDir, volumes.jobs, volumes.businesses);
  const jobs = await seededJobs(target);
  const jobsSeconds = (Date.now() - started) / 1000;
  const now = Date.now();
  let loader: Loader;
  let done: () => Promise<void>;
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    await client.query(`set maintenance_work_mem = '512MB'`);
    await client.query('set synchronous_commit = off');
    loader = postgresLoader(client);
    done = async () => {
      for (const [table, column] of [
        ['accounts', 'accountID'],
        ['users', 'userID'],
        ['job_applications', 'jobApplicationID'],
        ['messages', 'messageID'],
      ])
        await client.query(
          `select setval(pg_get_serial_sequence('${table}', '${column}'), (select max("${column}") from ${table}))`,
        );
      for (const statement of [...countRecordTotals(), ...countOutcomeMonths()])
        await client.query(statement);
      await client.query('vacuum analyze');
      await client.query('checkpoint');
      await client.end();
    };
  } else {
    const sqlite = new SQLite(`${target.dataDir}/jobbel.sqlite`);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = OFF');
    sqlite.pragma('cache_size = -524288');
    registerSqliteFunctions(sqlite);
    loader = sqliteLoader(sqlite);
    done = async () => {
      for (const statement of [...countRecordTotals(), ...countOutcomeMonths()]) sqlite.exec(statement);
      // the administrator's index of every user (migration 2026-12-02T21-00), filled once after the load
      sqlite.exec(
        `insert into users_admin_fts(rowid, "userFirstName", "userLastName", "userEmail", "userUsername", "userAddressCity", "businessName")
          select u."userID", u."userFirstName", u."userLastName", u."userEmail", u."userUsername", u."userAddressCity", b."businessName"
          from users u left join businesses b on b."businessAccountID" = u."userAccountID"`,
      );
      sqlite.exec(`insert into users_admin_fts(users_admin_fts) values ('optimize')`);
      sqlite.exec('analyze');
      sqlite.pragma('wal_checkpoint(TRUNCATE)');
      sqlite.close();
    };
  }
  const history = await seedHistory(loader, jobs, volumes, now);
  await done();
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `seeded in ${seconds.toFixed(0)} s (jobs ${jobsSeconds.toFixed(0)} s):`,
    JSON.stringify(history.rows),
  );
  return { volumes, seconds, rows: { jobs: jobs.length, ...history.rows } };
}

/** The operations' requests: `count` distinct ones each, alone; the mix in proportion to their weights. */
function plan(inputs: Awaited<ReturnType<typeof chooseInputs>>) {
  const operations = screenOperations(inputs);
  const reads = operations.filter((operation) => !operation.write);
  const alone: ScreenRequest[] = reads.flatMap((operation) =>
    Array.from({ length: ALONE_PER_OPERATION }, (_, index) => operation.make(index)).filter(
      (request): request is ScreenRequest => request !== undefined,
    ),
  );
  const total = MIX_RATE * MIX_SECONDS;
  const weights = operations.reduce((sum, operation) => sum + operation.weight, 0);
  const mix: ScreenRequest[] = [];
  const made = new Map<string, number>();
  // interleaved by weight, each request its operation's next distinct one
  for (let index = 0; index < total; index += 1) {
    const roll = ((index * 0.6180339887) % 1) * weights;
    let below = 0;
    const operation =
      operations.find((candidate) => {
        below += candidate.weight;
        return roll < below;
      }) ?? operations[0]!;
    const count = made.get(operation.name) ?? 0;
    made.set(operation.name, count + 1);
    // a read's first ones were sent alone; a write is sent only here, so its first ones are its own
    const request = operation.make(operation.write ? count : ALONE_PER_OPERATION + count);
    if (request) mix.push(request);
  }
  return { alone, mix };
}

async function bareRoute(port: number) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/api/jobs`);
  const alone = await oneAtATime(
    `http://127.0.0.1:${port}`,
    Array.from({ length: 500 }, () => ({
      operation: 'bare route',
      method: 'GET',
      path: '/api/jobs',
      token: 'x',
    })),
  );
  server.kill('SIGTERM');
  return alone['bare route']!;
}

/**
 * Every person's record kept, as the record refresh keeps them on a marketplace that has run for years;
 * with BENCH_FIRST_LOOKS=1 none, so that every screen computes the records it shows.
 */
async function keepRecordsAsChosen(db: Kysely<Database>) {
  const started = performance.now();
  if (process.env.BENCH_FIRST_LOOKS) {
    console.log(
      `forgot ${await forgetKeptRecords(db)} kept records: every screen's first look computes them`,
    );
    return;
  }
  const people = await keepEveryRecord(db);
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`kept the records of ${people} people in ${seconds} s, as the record refresh keeps them`);
}

async function benchEngine(engine: string, target: { dataDir: string; databaseUrl?: string }) {
  // BENCH_SEEDED=1 measures what an earlier run of the same scale seeded in BENCH_DATA_DIR (SQLite)
  const seeded = process.env.BENCH_SEEDED
    ? { volumes: volumesAt(SCALE), seconds: 0, rows: {} as Record<string, number> }
    : await seed(target);
  const { db } = createDb(target);
  await keepRecordsAsChosen(db);
  const inputs = await chooseInputs(db, seeded.volumes);
  await db.destroy();
  const port = 4950 + Math.floor(Math.random() * 40);
  const origin = `http://127.0.0.1:${port}`;
  // the yardstick first, on a machine that runs nothing else yet
  const bare = await bareRoute(port + 100);
  const server = startServer(port, target);
  let peakRss = 0;
  const sampler = setInterval(() => {
    if (server.pid) peakRss = Math.max(peakRss, residentMegabytes(server.pid));
  }, 250);
  try {
    await waitFor(`${origin}/api/health`);
    const { alone, mix } = plan(inputs);
    const settling = await untilNothingShed(origin, alone);
    console.log(
      `the server took ${settling.toFixed(1)} s after it answered to stop shedding its first requests`,
    );
    const single = await oneAtATime(origin, alone);
    const timesBefore = await readServerTimes(origin, METRICS_TOKEN);
    const open = await openLoopMix(origin, mix, MIX_RATE, MIX_P99_MS);
    const serverTimes = timesBetween(timesBefore, await readServerTimes(origin, METRICS_TOKEN));
    const mixPeakRss = peakRss;
    const handle = createDb(target);
    const sessions = await bellSessions(
      handle.db,
      firstWorkerID(seeded.volumes),
      Math.min(BELL_STREAMS, seeded.volumes.workers),
    );
    await handle.db.destroy();
    // the requests' table is printed before the bell phase, which a failure does not take down with it
    const routes = Object.fromEntries(mix.map((request) => [request.operation, routeOf(request)]));
    reportRequests({ engine, seeded, bare, single, open, serverTimes, routes, peakRss: mixPeakRss });
    const bell = await measureBellStreams(origin, server.pid!, sessions, inputs.admin.token).catch(
      (error: unknown) => ({ failed: String(error) }),
    );
    return { engine, seeded, bare, single, open, serverTimes, routes, peakRss: mixPeakRss, bell };
  } finally {
    clearInterval(sampler);
    server.kill('SIGTERM');
  }
}

/**
 * Every operation once before the clock runs (the server's first use of each route and statement), again
 * until the server sheds none of them: a server just started is busy with its first passes, and a
 * request it sheds in a millisecond would count as a fast answer alone. Answers how long that took.
 */
async function untilNothingShed(origin: string, alone: ScreenRequest[]): Promise<number> {
  const started = performance.now();
  const firsts = alone.filter((_, index) => index % ALONE_PER_OPERATION === 0);
  for (let round = 0; round < 120; round += 1) {
    let shed = 0;
    for (const request of firsts) if ((await send(origin, request)).status === 503) shed += 1;
    if (shed === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return (performance.now() - started) / 1000;
}

type Run = Awaited<ReturnType<typeof benchEngine>>;
type RequestsRun = Omit<Run, 'bell'>;
const ms = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(1));

/** The table of one engine's requests, alone and in the mix, with health and memory; exit 1 on a miss. */
function reportRequests(run: RequestsRun) {
  console.log(
    `\n## ${run.engine}: ${Object.entries(run.seeded.rows)
      .map(([table, count]) => `${table} ${count.toLocaleString('en')}`)
      .join(', ')} (seeded in ${run.seeded.seconds.toFixed(0)} s)\n`,
  );
  console.log(`bare route alone: p50 ${ms(run.bare.p50)} / p99 ${ms(run.bare.p99)} ms\n`);
  console.log('| operation | alone p50 / p99 ms | in the mix p99 ms (n) | target | met |');
  console.log('|---|---:|---:|---|---|');
  const names = new Set([...Object.keys(run.single), ...Object.keys(run.open.operations)]);
  const missed = new Map<string, string[]>();
  for (const name of names) {
    const alone: ByOperation[string] | undefined = run.single[name];
    const mixed = run.open.operations[name];
    const reasons = reasonsMissed(
      {
        alone,
        mixed,
        late: run.open.late[name],
        serverTime: run.serverTimes.find((time) => time.route === run.routes[name]),
      },
      TARGETS,
    );
    if (reasons.length > 0) missed.set(name, reasons);
    console.log(
      `| ${name} | ${alone ? `${ms(alone.p50)} / ${ms(alone.p99)}` : 'write'} | ${ms(mixed?.p99)} (${mixed?.count ?? 0}) | ${
        alone ? `< ${ALONE_P50_MS} / < ${ALONE_P99_MS}, ` : ''
      }< ${MIX_P99_MS} | ${reasons.length === 0 ? 'yes' : '**no**'} |`,
    );
  }
  const heldAfterTheStart = Object.entries(run.open.afterTheStart).filter(
    ([, operation]) => operation.p99 < MIX_P99_MS && operation.errors === 0,
  );
  console.log(
    `\nleft out the requests due in the mix's first ${EARLY_SECONDS} s: ${heldAfterTheStart.length} of ${
      Object.keys(run.open.afterTheStart).length
    } operations within p99 ${MIX_P99_MS} ms`,
  );
  const healthMet = run.open.health.max <= HEALTH_MAX_MS && run.open.health.errors === 0;
  console.log(
    `\n/api/health during the mix: p99 ${ms(run.open.health.p99)}, max ${ms(run.open.health.max)} ms (target ≤ ${HEALTH_MAX_MS}): ${healthMet ? 'met' : '**missed**'}`,
  );
  console.log(
    `peak server memory ${run.peakRss.toFixed(0)} MB (target < ${MEMORY_MB}): ${run.peakRss < MEMORY_MB ? 'met' : '**missed**'}`,
  );
  console.log(`load generator's own lateness p99 ${ms(run.open.loadGenerator.p99)} ms`);
  const sent = Object.values(run.open.operations).reduce((sum, operation) => sum + operation.count, 0);
  console.log(`requests the server shed under overload (503) in the mix: ${run.open.shed} of ${sent}`);
  console.log(
    `slowest in the mix (ms at second): ${run.open.slowest
      .map((sample) => `${sample.operation} ${ms(sample.ms)} at ${sample.atSecond.toFixed(1)}`)
      .join('; ')}`,
  );
  const requests = run.serverTimes.reduce((sum, time) => sum + time.count, 0);
  const overTarget = run.serverTimes.filter((time) => time.p99AtMostMs > MIX_P99_MS);
  console.log(
    `the server's own time in the mix (arrival to last byte, its /metrics): ${requests} requests; ${
      overTarget.length === 0
        ? `every route's p99 within ${MIX_P99_MS} ms`
        : `p99 over ${MIX_P99_MS} ms: ${overTarget.map((time) => `${time.route} ≤ ${time.p99AtMostMs} ms (${time.count})`).join(', ')}`
    }`,
  );
  if (missed.size > 0) {
    console.log('\nMissed, and why (from what this run measured):');
    for (const [name, reasons] of missed) console.log(`- ${name}: ${reasons.join('; ')}`);
  }
  console.log('\nNot measured, and why:');
  for (const [what, why] of Object.entries(NOT_MEASURED)) console.log(`- ${what}: ${why}`);
  if (missed.size > 0 || !healthMet || run.peakRss >= MEMORY_MB) process.exitCode = 1;
}

/** The bell's line, and every figure of the run to a JSON file. */
function reportBell(run: Run) {
  const { bell } = run;
  if ('failed' in bell) {
    console.log(`bell: **failed**: ${bell.failed}`);
    process.exitCode = 1;
  } else {
    const bellMet = bell.delay.p99 < BELL_DELAY_P99_MS && bell.arrived === bell.streams;
    console.log(
      `bell: ${bell.streams} idle streams opened in ${bell.openSeconds.toFixed(1)} s; server ${bell.rssBeforeMb.toFixed(0)} → ${bell.rssHeldMb.toFixed(0)} MB (${bell.kbPerStream.toFixed(1)} KB a stream); one notice to each: ${bell.arrived} arrived, delay from the commit p50 ${ms(bell.delay.p50)} / p99 ${ms(bell.delay.p99)} / max ${ms(bell.delay.max)} ms (target p99 < ${BELL_DELAY_P99_MS}): ${bellMet ? 'met' : '**missed**'}`,
    );
    if (!bellMet) process.exitCode = 1;
  }
  const file = path.join(os.tmpdir(), `jobbel-scale-${run.engine}.json`);
  fs.writeFileSync(file, JSON.stringify({ ...run, at: dateTime(new Date()) }, null, 1));
  console.log(`\nall figures: ${file}`);
}

async function main() {
  const postgresUrl = process.env.TEST_POSTGRES_URL;
  const sqliteDir = process.env.BENCH_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'jobbel-scale-'));
  try {
    if (!process.env.BENCH_POSTGRES_ONLY) reportBell(await benchEngine('SQLite', { dataDir: sqliteDir }));
    if (!process.env.BENCH_SQLITE_ONLY) {
      if (!postgresUrl) throw new Error('Run through npm run bench:scale (it starts PostgreSQL).');
      reportBell(await benchEngine('PostgreSQL', { dataDir: sqliteDir, databaseUrl: postgresUrl }));
    }
  } finally {
    if (!process.env.BENCH_DATA_DIR) fs.rmSync(sqliteDir, { recursive: true, force: true });
  }
}

await main();
