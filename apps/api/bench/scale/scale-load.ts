import http from 'node:http';
import { startHealthProbe, summarize, type Timings } from '../distinct-load';
import { watchEventLoopLateness } from '../event-loop-lateness.mjs';

/** One request of one screen, as a phone of one user sends it. */
export interface ScreenRequest {
  operation: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  token: string;
  body?: unknown;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** Sends it (compressed answers accepted, the body received but not read); whether it answered 2xx. */
export function send(origin: string, request: ScreenRequest): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const url = new URL(request.path, origin);
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    const sent = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: request.path,
        method: request.method,
        agent,
        headers: {
          authorization: `Bearer ${request.token}`,
          'accept-encoding': 'br, gzip',
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (response) => {
        response.on('data', () => undefined);
        response.on('error', reject);
        response.on('end', () => resolve({ status: response.statusCode ?? 500 }));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/** An operation's timings, its first failures, and which of its requests, in the order sent, was slowest. */
export type ByOperation = Record<string, Timings & { failures: string[]; slowestAt: number }>;

function byOperation(samples: { operation: string; ms: number; failed: string | null }[]): ByOperation {
  const grouped = new Map<string, { ms: number[]; failures: string[] }>();
  for (const sample of samples) {
    const group = grouped.get(sample.operation) ?? { ms: [], failures: [] };
    grouped.set(sample.operation, group);
    group.ms.push(sample.ms);
    if (sample.failed) group.failures.push(sample.failed);
  }
  return Object.fromEntries(
    [...grouped].map(([operation, group]) => [
      operation,
      {
        ...summarize(group.ms, group.failures.length),
        failures: group.failures.slice(0, 3),
        slowestAt: group.ms.indexOf(Math.max(...group.ms)),
      },
    ]),
  );
}

/** How many of an operation's requests in the mix waited longer than its target, and how many of those were due early. */
export interface LateRequests {
  late: number;
  /** due in the mix's first EARLY_SECONDS, when the first looks at its people arrive together */
  early: number;
}

export const EARLY_SECONDS = 5;

export function lateByOperation(samples: MixSample[], targetMs: number): Record<string, LateRequests> {
  const late: Record<string, LateRequests> = {};
  for (const sample of samples) {
    if (sample.ms <= targetMs) continue;
    const counts = late[sample.operation] ?? { late: 0, early: 0 };
    late[sample.operation] = counts;
    counts.late += 1;
    if (sample.atSecond < EARLY_SECONDS) counts.early += 1;
  }
  return late;
}

/**
 * The mix's operations counted without the requests due in its first EARLY_SECONDS: what the server
 * holds once it is past the first looks and, on PostgreSQL, its connections' first run of each statement.
 */
export function afterTheStart(samples: MixSample[]): ByOperation {
  return byOperation(samples.filter((sample) => sample.atSecond >= EARLY_SECONDS));
}

/** Each request alone, one after the other: what one person waits for when nobody else is there. */
export async function oneAtATime(origin: string, requests: ScreenRequest[]): Promise<ByOperation> {
  const samples = [];
  for (const request of requests) {
    const started = performance.now();
    const { status } = await send(origin, request);
    const ms = performance.now() - started;
    samples.push({
      operation: request.operation,
      ms,
      failed: status >= 400 ? `${status} ${request.path}` : null,
    });
  }
  return byOperation(samples);
}

/** What a server answers a request it sheds under overload (operations.md: overload). */
const SHED_STATUS = 503;

/**
 * Open loop: the mix leaves on a fixed schedule whatever the answers do, each latency counted from its
 * scheduled moment, while /api/health is asked every 50 ms from a process of its own. The requests that
 * waited longer than `targetMs` are counted by operation.
 */
export async function openLoopMix(
  origin: string,
  requests: ScreenRequest[],
  perSecond: number,
  targetMs: number,
) {
  const probe = await startHealthProbe(origin, requests.length / perSecond);
  const ownLateness = watchEventLoopLateness();
  const samples: MixSample[] = [];
  const inFlight: Promise<void>[] = [];
  probe.go();
  const started = performance.now();
  const dueAt = (index: number) => started + (index * 1000) / perSecond;
  const fire = async (request: ScreenRequest, due: number) => {
    let failed: string | null = null;
    try {
      const { status } = await send(origin, request);
      if (status >= 400) failed = `${status} ${request.method} ${request.path}`;
    } catch (error) {
      failed = String(error);
    }
    samples.push({
      operation: request.operation,
      ms: performance.now() - due,
      failed,
      atSecond: (due - started) / 1000,
    });
  };
  await new Promise<void>((allSent) => {
    let next = 0;
    const dispatch = () => {
      for (; next < requests.length && dueAt(next) <= performance.now(); next += 1)
        inFlight.push(fire(requests[next]!, dueAt(next)));
      // the next one may fall due while this turn ends: a wait below zero is no wait
      if (next < requests.length) setTimeout(dispatch, Math.max(0, dueAt(next) - performance.now()));
      else allSent();
    };
    dispatch();
  });
  await Promise.all(inFlight);
  const loadGenerator = ownLateness.read();
  ownLateness.stop();
  return {
    operations: byOperation(samples),
    slowest: slowestOf(samples),
    late: lateByOperation(samples, targetMs),
    afterTheStart: afterTheStart(samples),
    shed: samples.filter((sample) => sample.failed?.startsWith(`${SHED_STATUS} `)).length,
    ...(await probe.result),
    loadGenerator,
  };
}

/** One request of the mix: how long it waited from its scheduled moment, which lies `atSecond` into the mix. */
export interface MixSample {
  operation: string;
  ms: number;
  failed: string | null;
  atSecond: number;
}

const SLOWEST_KEPT = 20;

/**
 * The mix's slowest requests with their moments: a tail of a few requests at one moment is a pause of
 * something they shared, one spread over the minute is a queue, and the p99 alone tells neither.
 */
export function slowestOf(samples: MixSample[]): MixSample[] {
  return [...samples].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_KEPT);
}
