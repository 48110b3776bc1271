import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDb } from '../src/db/create-db';
import { hashPassword } from '../src/lib/passwords';
import { insertConfirmedPerson } from '../src/modules/users/confirmed-person';
import { dateTime } from './bench-data';
import { seedPostgres, seedSqlite } from './seed-million';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = 50;
const API_DIR = path.resolve(import.meta.dirname, '..');
const BENCH_EMAIL = 'bench@jobbel.be';
const BENCH_PASSWORD = 'Bench2026pass';

const base = '/api/jobs?order=jobAddedDateTime&direction=desc&limit=12';
const inDays = (days: number) => dateTime(new Date(Date.now() + days * 86_400_000)).slice(0, 10);
const MIXES: { name: string; paths: string[] }[] = [
  { name: 'default page', paths: [`${base}&offset=0`] },
  {
    name: 'text search',
    paths: ['barista', 'kok', 'terras', 'cafe', 'festival', 'latte art', 'brulee'].map(
      (term) => `${base}&offset=0&search=${encodeURIComponent(term)}`,
    ),
  },
  {
    name: 'type + hours + dates',
    paths: ['Kok', 'Barista', 'Manager', 'Ober%2FServeerster'].flatMap((type, index) => [
      `${base}&offset=0&jobType=${type}&jobTotalHoursMin=4&jobTotalHoursMax=8&date_from=${inDays(index)}%2000:00:00&date_to=${inDays(index + 14)}%2023:59:59`,
      `${base}&offset=0&jobType=${type}&jobTotalHoursMin=12&date_from=${inDays(index + 3)}%2000:00:00`,
    ]),
  },
  {
    name: 'deep offsets',
    paths: [1_200, 12_000, 120_000, 480_000].map((offset) => `${base}&offset=${offset}`),
  },
];

interface Result {
  engine: string;
  mix: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  coldMs: number;
  errors: number;
}

function startProcess(script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

function residentMegabytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
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

  const port = 4900 + Math.floor(Math.random() * 50);
  const barePort = port + 50;
  const server = startProcess('src/server.ts', {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl ?? '',
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
  });
  const bare = startProcess('bench/bare-server.ts', { PORT: String(barePort) });
  const results: Result[] = [];
  let peakRss = 0;
  const sampler = setInterval(() => {
    if (server.pid) peakRss = Math.max(peakRss, residentMegabytes(server.pid));
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

    const bareResult = await load(barePort, ['/api/jobs'], {});
    results.push({ engine, mix: 'bare Fastify route', coldMs: 0, ...bareResult });
    for (const mix of MIXES) {
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
  } finally {
    clearInterval(sampler);
    server.kill('SIGTERM');
    bare.kill('SIGTERM');
  }
  return { results, peakRss, seedSeconds };
}

function report(engine: string, run: Awaited<ReturnType<typeof benchEngine>>) {
  const bareRps = run.results[0]!.requestsPerSecond;
  console.log(
    `\n${engine} — ${CONNECTIONS} connections, ${DURATION_SECONDS} s each; seed ${run.seedSeconds.toFixed(1)} s; peak server RSS ${run.peakRss.toFixed(0)} MB`,
  );
  console.log('| query mix | req/s | p50 ms | p99 ms | vs bare | slowest cold request ms | errors |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const result of run.results) {
    const ratio = `${((result.requestsPerSecond / bareRps) * 100).toFixed(0)}%`;
    console.log(
      `| ${result.mix} | ${result.requestsPerSecond.toFixed(0)} | ${result.p50} | ${result.p99} | ${ratio} | ${result.coldMs ? result.coldMs.toFixed(1) : '–'} | ${result.errors} |`,
    );
  }
}

async function main() {
  const postgresUrl = process.env.TEST_POSTGRES_URL;
  if (!postgresUrl)
    throw new Error('Run through npm run bench (it starts PostgreSQL); TEST_POSTGRES_URL is missing.');
  const sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobbel-bench-'));
  try {
    report('SQLite', await benchEngine('SQLite', { dataDir: sqliteDir }, () => seedSqlite(sqliteDir)));
    if (!process.env.BENCH_SQLITE_ONLY) {
      const target = { dataDir: sqliteDir, databaseUrl: postgresUrl };
      report('PostgreSQL', await benchEngine('PostgreSQL', target, () => seedPostgres(postgresUrl)));
    }
  } finally {
    fs.rmSync(sqliteDir, { recursive: true, force: true });
  }
}

await main();
