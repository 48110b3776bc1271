import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import readline from 'node:readline';
import zlib from 'node:zlib';
import { nextPagePath } from './distinct-queries';
import { watchEventLoopLateness } from './event-loop-lateness.mjs';

export interface Timings {
  count: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
}

export function summarize(latencies: number[], errors = 0): Timings {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0, errors };
}

interface Target {
  origin: string;
  headers: Record<string, string>;
}

// node:http with kept-alive connections rather than fetch: on these two cores, shared with the
// server and PostgreSQL, fetch cost the load generator about twice the CPU per request
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/**
 * A GET as a phone sends it (compressed answers accepted). The body is decompressed and parsed only
 * when asked for: a phone does that on its own CPU, not on the server's.
 */
function get(target: Target, path: string, readBody: boolean): Promise<{ ok: boolean; body?: unknown }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, target.origin);
    const headers = { ...target.headers, 'accept-encoding': 'br, gzip' };
    const request = http.get({ host: url.hostname, port: url.port, path, agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => readBody && chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const ok = (response.statusCode ?? 500) < 400;
        if (!readBody) return resolve({ ok });
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const text =
          encoding === 'br'
            ? zlib.brotliDecompressSync(raw)
            : encoding === 'gzip'
              ? zlib.gunzipSync(raw)
              : raw;
        resolve({ ok, body: JSON.parse(text.toString('utf8')) });
      });
    });
    request.on('error', reject);
  });
}

async function timedGet(target: Target, path: string) {
  const started = performance.now();
  const { ok, body } = await get(target, path, true);
  const ms = performance.now() - started;
  return { ms, ok, nextCursor: (body as { nextCursor?: string | null }).nextCursor ?? null };
}

/** The latency of one GET whose answer is received but not read. */
async function timedSend(target: Target, path: string) {
  const started = performance.now();
  const { ok } = await get(target, path, false);
  return { ms: performance.now() - started, ok };
}

/**
 * One request at a time: each first page, and for some of them the next pages through the cursor.
 * Next pages not followed are returned unasked, for the open-loop run.
 */
export async function oneAtATime(target: Target, firstPages: string[], followEvery: number) {
  const first: number[] = [];
  const deeper: number[] = [];
  const unasked: string[] = [];
  let errors = 0;
  for (const [index, path] of firstPages.entries()) {
    let page = await timedGet(target, path);
    first.push(page.ms);
    if (!page.ok) errors += 1;
    let next = nextPagePath(path, page.nextCursor);
    for (let depth = 0; next && index % followEvery === 0 && depth < 3; depth += 1) {
      page = await timedGet(target, next);
      deeper.push(page.ms);
      if (!page.ok) errors += 1;
      next = nextPagePath(next, page.nextCursor);
    }
    if (next) unasked.push(next);
  }
  return { first: summarize(first, errors), deeper: summarize(deeper), unasked };
}

/**
 * The /api/health probe in a process of its own (health-probe.mjs), started and ready before the
 * clock runs; `go` starts its probing, `result` is what it measured.
 */
export async function startHealthProbe(origin: string, seconds: number) {
  const probe = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'health-probe.mjs'), origin, String(seconds)],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const lines = readline.createInterface({ input: probe.stdout });
  const next = () => new Promise<string>((resolve) => lines.once('line', resolve));
  const ready = next();
  if ((await ready) !== 'ready') throw new Error('the health probe did not start');
  const answer = next();
  return {
    go: () => probe.stdin.write('go\n'),
    result: answer.then((line) => {
      const { waits, errors, ownLateness } = JSON.parse(line) as {
        waits: number[];
        errors: number;
        ownLateness: Timings;
      };
      return { health: summarize(waits, errors), healthProbe: ownLateness };
    }),
  };
}

/**
 * Open loop: requests leave on a fixed schedule whether or not earlier ones have answered, and each
 * latency counts from its scheduled moment, so a stalled server cannot hide its queue. Meanwhile a
 * probe in another process asks /api/health every 50 ms.
 */
export async function openLoop(target: Target, paths: string[], perSecond: number) {
  const probe = await startHealthProbe(target.origin, paths.length / perSecond);
  // a pause of this process delays every answer it is waiting for: measured, so it is not blamed on the server
  const ownLateness = watchEventLoopLateness();
  const latencies: number[] = [];
  const requests: Promise<void>[] = [];
  let errors = 0;
  probe.go();
  const started = performance.now();
  const dueAt = (index: number) => started + (index * 1000) / perSecond;

  async function send(path: string, due: number) {
    try {
      if (!(await get(target, path, false)).ok) errors += 1;
    } catch {
      errors += 1;
    }
    latencies.push(performance.now() - due);
  }

  // One timer sends whatever is due. (Until 2026-11-24 every request armed its own timer before the
  // clock ran: arming 12,000 of them took this process 26-64 ms, which the first searches counted as
  // the server's latency and then sent at once, a burst no real load starts with.)
  const sending = new Promise<void>((allSent) => {
    let next = 0;
    const dispatch = () => {
      for (; next < paths.length && dueAt(next) <= performance.now(); next += 1)
        requests.push(send(paths[next]!, dueAt(next)));
      if (next < paths.length) setTimeout(dispatch, dueAt(next) - performance.now());
      else allSent();
    };
    dispatch();
  });
  await sending;
  await Promise.all(requests);
  const loadGenerator = ownLateness.read();
  ownLateness.stop();
  return { searches: summarize(latencies, errors), ...(await probe.result), loadGenerator };
}

/**
 * Closed loop: `clients` callers, each sending its next distinct search as soon as one answers. With
 * several targets (server instances) the callers are spread over them, as a load balancer would.
 */
export async function closedLoop(
  targets: Target | Target[],
  nextPath: () => string,
  clients: number,
  seconds: number,
) {
  const spread = Array.isArray(targets) ? targets : [targets];
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const target = spread[client % spread.length]!;
      while (performance.now() < end) {
        const page = await timedSend(target, nextPath()).catch(() => ({ ms: 0, ok: false }));
        latencies.push(page.ms);
        if (!page.ok) errors += 1;
      }
    }),
  );
  return { ...summarize(latencies, errors), perSecond: latencies.length / seconds };
}
