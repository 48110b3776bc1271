import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORTED_NODE_MAJOR } from '../../apps/api/src/lib/supported-node';

/**
 * docs/decisions/node-versions.md: better-sqlite3 12 aborted the compiled server at start on Node 24 in
 * 15 of 22 tries. The server as `npm start` runs it (scripts/start-server.sh), started and stopped 20 times on the suite's Node
 * (Node 24 in `npm test`). Here rather than with the API tests: those run once per database engine.
 */
const STARTS = 20;
const apiDir = path.join(import.meta.dirname, '../../apps/api');
const startServer = path.join(import.meta.dirname, '../start-server.sh');
// two servers start side by side, each on its own data, so the 20 starts take half the time on 2 cores
const LANES = 2;
const dataDirs = Array.from({ length: LANES }, () => mkdtempSync(path.join(tmpdir(), 'jobbel-starts-')));

beforeAll(() => {
  execFileSync(process.execPath, ['build.mjs'], { cwd: apiDir, stdio: 'inherit' });
}, 60_000);
afterAll(() => {
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
});

const portsTaken = new Set<number>();

/**
 * A port no other lane's server is about to take: the system may hand the same free port to both lanes
 * before either server has bound it, and the second would then read the first one's health.
 */
async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    if (!portsTaken.has(port)) {
      portsTaken.add(port);
      return port;
    }
  }
}

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

/** Starts the server, waits until /api/health answers 200, stops it: what went wrong, or nothing. */
async function startOnce(dataDir: string): Promise<string | undefined> {
  const port = await freePort();
  const child = spawn(startServer, [], {
    cwd: apiDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exit = exited(child);
  const deadline = Date.now() + 20_000;
  let healthy = false;
  while (!healthy && Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    healthy = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((response) => response.status === 200)
      .catch(() => false);
    if (!healthy) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const started = healthy ? startedAs(child.pid!) : '';
  child.kill('SIGTERM');
  const { code, signal } = await exit;
  portsTaken.delete(port);
  if (!healthy || code !== 0) return `healthy: ${healthy}, exit ${code ?? signal}: ${stderr.slice(-500)}`;
  // The one line a person starting it looks for
  if (!/^Jobbel \d+\.\d+\.\d+ is ready at http/m.test(stdout))
    return `no ready line in: ${stdout.slice(0, 300)}`;
  return started || undefined;
}

/** What is wrong with how the running server was started: its allocator's arenas and V8's memory flags. */
function startedAs(pid: number): string {
  const environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
  const flags = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  const wrong = [];
  if (!environment.includes('MALLOC_ARENA_MAX=2')) wrong.push('MALLOC_ARENA_MAX is not 2');
  for (const flag of ['--max-semi-space-size=16', '--heap-growing-percent=30'])
    if (!flags.includes(flag)) wrong.push(`${flag} missing`);
  return wrong.join(', ');
}

describe(`the compiled server on Node ${process.versions.node}`, () => {
  it(`runs on a supported Node (${SUPPORTED_NODE_MAJOR} or newer)`, () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(SUPPORTED_NODE_MAJOR);
  });

  it(`starts, answers and stops cleanly ${STARTS} times in a row`, async () => {
    const failures: string[] = [];
    await Promise.all(
      dataDirs.map(async (dataDir, lane) => {
        for (let start = 1; start <= STARTS / LANES; start += 1) {
          const failure = await startOnce(dataDir);
          if (failure) failures.push(`lane ${lane}, start ${start}: ${failure}`);
        }
      }),
    );
    expect(failures).toEqual([]);
  }, 300_000);
});
