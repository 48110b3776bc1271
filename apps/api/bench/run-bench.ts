import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDb } from '../src/db/create-db';
import { hashPassword } from '../src/lib/passwords';
import { insertConfirmedPerson } from '../src/modules/users/confirmed-person';
import { residentMegabytes, START_SERVER, waitFor } from './bench-process';
import {
  checkTargets,
  type DistinctResults,
  type Result,
  reportCached,
  reportDistinct,
  reportInstances,
  reportTargets,
} from './bench-report';
import { MIXES } from './cached-mixes';
import { closedLoop, oneAtATime, openLoop, type Timings } from './distinct-load';
import { createQueryGenerator } from './distinct-queries';
import { compareInstances, type InstancesResult } from './instances';
import { seedPostgres, seedSqlite } from './seed-million';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = 32;
const DISTINCT_ONE_AT_A_TIME = Number(process.env.BENCH_DISTINCT ?? 2000);
const OPEN_LOOP_RATE = 200;
const OPEN_LOOP_SECONDS = Number(process.env.BENCH_OPEN_SECONDS ?? 60);
const API_DIR = path.resolve(import.meta.dirname, '..');
const BENCH_EMAIL = 'bench@jobbel.be';
const BENCH_PASSWORD = 'Bench2026pass';

// how late the server's own event loop runs, read on a signal (event-loop-probe.mjs)
const EVENT_LOOP_REPORT = path.join(os.tmpdir(), `jobbel-bench-event-loop-${process.pid}.jsonl`);

/** A process of the bench, in the API's folder, with the bench's environment and these additions. */
function startProcess(command: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(command, args, {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** The built server as `npm start` runs it, with the event-loop probe. */
function startServer(port: number, target: { dataDir: string; databaseUrl?: string }): ChildProcess {
  return startProcess(START_SERVER, ['--import', './bench/event-loop-probe.mjs'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl ?? '',
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    EVENT_LOOP_REPORT,
  });
}

/** The server's event-loop lateness since the previous call (event-loop-probe.mjs). */
async function eventLoopSinceLastAsked(server: ChildProcess): Promise<Timings> {
  const before = fs.existsSync(EVENT_LOOP_REPORT) ? fs.readFileSync(EVENT_LOOP_REPORT, 'utf8') : '';
  server.kill('SIGUSR2');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const now = fs.existsSync(EVENT_LOOP_REPORT) ? fs.readFileSync(EVENT_LOOP_REPORT, 'utf8') : '';
    if (now.length > before.length) return JSON.parse(now.slice(before.length).trim()) as Timings;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not report its event loop');
}

async function load(port: number, paths: string[], headers: Record<string, string>) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers,
    requests: paths.map((requestPath) => ({ method: 'GET', path: requestPath })),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function addBenchUser(target: { dataDir: string; databaseUrl?: string }) {
  const { db } = createDb(target);
  await insertConfirmedPerson(db, {
    username: 'bench_user',
    email: BENCH_EMAIL,
    accountType: 'user',
    firstName: 'Bench',
    lastName: 'Mark',
    passwordHash: await hashPassword(BENCH_PASSWORD),
  });
  await db.destroy();
}

async function benchEngine(
  engine: string,
  target: { dataDir: string; databaseUrl?: string },
  seed: () => Promise<void>,
) {
  const seedStarted = Date.now();
  await seed();
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  console.log(`${engine}: seeded 1,000,000 jobs in ${seedSeconds.toFixed(1)} s`);
  await addBenchUser(target);

  const port = 4900 + Math.floor(Math.random() * 40);
  const barePort = port + 50;
  const server = startServer(port, target);
  const bare = startProcess(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
    PORT: String(barePort),
  });
  const results: Result[] = [];
  let distinct: DistinctResults | undefined;
  let instances: InstancesResult[] = [];
  let peakRss = 0;
  let phase = 'start';
  let peakPhase = phase;
  const sampler = setInterval(() => {
    const rss = server.pid ? residentMegabytes(server.pid) : 0;
    if (rss > peakRss) [peakRss, peakPhase] = [rss, phase];
  }, 250);
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`);
    await waitFor(`http://127.0.0.1:${barePort}/api/jobs`);
    const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }),
    });
    const headers = {
      authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}`,
    };

    phase = 'bare route';
    const bareResult = await load(barePort, ['/api/jobs'], {});
    results.push({ engine, mix: 'bare Fastify route', coldMs: 0, ...bareResult });
    phase = 'distinct searches';
    distinct = await measureDistinct({ origin: `http://127.0.0.1:${port}`, headers }, server);
    for (const mix of MIXES) {
      phase = mix.name;
      let coldMs = 0;
      for (const mixPath of mix.paths) {
        const started = performance.now();
        const response = await fetch(`http://127.0.0.1:${port}${mixPath}`, { headers });
        if (!response.ok) throw new Error(`${mixPath} answered ${response.status}: ${await response.text()}`);
        await response.arrayBuffer();
        coldMs = Math.max(coldMs, performance.now() - started);
      }
      results.push({ engine, mix: mix.name, coldMs, ...(await load(port, mix.paths, headers)) });
    }
    clearInterval(sampler);
    server.kill('SIGTERM');
    if (target.databaseUrl) {
      instances = await compareInstances({
        databaseUrl: target.databaseUrl,
        headers,
        ports: [port + 1, port + 2],
        startServer: (instancePort) => startServer(instancePort, target),
        waitFor,
        nextPath: createQueryGenerator(2027, new Set()),
        clients: CONNECTIONS,
        seconds: DURATION_SECONDS,
      });
    }
  } finally {
    clearInterval(sampler);
    server.kill('SIGTERM');
    bare.kill('SIGTERM');
  }
  return { results, distinct: distinct!, peakRss, peakPhase, seedSeconds, instances };
}

/** Searches never asked before: one at a time, then open loop at a fixed rate, then 32 clients. */
async function measureDistinct(
  target: { origin: string; headers: Record<string, string> },
  server: ChildProcess,
) {
  const seen = new Set<string>();
  const nextPath = createQueryGenerator(2026, seen);
  const firstPages = Array.from({ length: DISTINCT_ONE_AT_A_TIME }, nextPath);
  const single = await oneAtATime(target, firstPages, 4);
  // a fifth of the open-loop searches are next pages nobody has asked for yet
  const total = OPEN_LOOP_RATE * OPEN_LOOP_SECONDS;
  const deeper = single.unasked.slice(0, Math.floor(total / 5));
  const scheduled = Array.from({ length: total }, (_, index) =>
    index % 5 === 0 && deeper.length > 0 ? deeper.pop()! : nextPath(),
  );
  await eventLoopSinceLastAsked(server);
  const open = await openLoop(target, scheduled, OPEN_LOOP_RATE);
  const serverEventLoop = await eventLoopSinceLastAsked(server);
  const closed = await closedLoop(target, nextPath, CONNECTIONS, DURATION_SECONDS);
  return { single, open: { ...open, serverEventLoop }, closed };
}

function report(engine: string, run: Awaited<ReturnType<typeof benchEngine>>) {
  console.log(
    `\n${engine} — seed ${run.seedSeconds.toFixed(1)} s; peak server RSS ${run.peakRss.toFixed(0)} MB (${run.peakPhase})`,
  );
  reportDistinct(run.distinct, run.results[0]!, {
    rate: OPEN_LOOP_RATE,
    seconds: OPEN_LOOP_SECONDS,
    clients: CONNECTIONS,
  });
  reportCached(run.results, { clients: CONNECTIONS, seconds: DURATION_SECONDS });
  if (run.instances.length > 0)
    reportInstances(run.instances, { clients: CONNECTIONS, seconds: DURATION_SECONDS });
  const checks = checkTargets(run.distinct, run.peakRss);
  reportTargets(engine, checks);
  // a missed target fails the command, so a script or a person reading only the exit code sees it
  if (checks.some((check) => !check.met)) process.exitCode = 1;
}

async function main() {
  const postgresUrl = process.env.TEST_POSTGRES_URL;
  if (!postgresUrl)
    throw new Error('Run through npm run bench (it starts PostgreSQL); TEST_POSTGRES_URL is missing.');
  const sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobbel-bench-'));
  try {
    if (!process.env.BENCH_POSTGRES_ONLY)
      report('SQLite', await benchEngine('SQLite', { dataDir: sqliteDir }, () => seedSqlite(sqliteDir)));
    if (!process.env.BENCH_SQLITE_ONLY) {
      const target = { dataDir: sqliteDir, databaseUrl: postgresUrl };
      report('PostgreSQL', await benchEngine('PostgreSQL', target, () => seedPostgres(postgresUrl)));
    }
  } finally {
    fs.rmSync(sqliteDir, { recursive: true, force: true });
    fs.rmSync(EVENT_LOOP_REPORT, { force: true });
  }
}

await main();
