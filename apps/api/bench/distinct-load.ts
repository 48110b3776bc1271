import { nextPagePath } from './distinct-queries';

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

async function timedGet(target: Target, path: string) {
  const started = performance.now();
  const response = await fetch(`${target.origin}${path}`, { headers: target.headers });
  const body = (await response.json()) as { nextCursor?: string | null };
  return { ms: performance.now() - started, ok: response.ok, nextCursor: body.nextCursor ?? null };
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
 * Open loop: requests leave on a fixed schedule whether or not earlier ones have answered, and each
 * latency counts from its scheduled moment, so a stalled server cannot hide its queue. Meanwhile a
 * probe asks /api/health every 50 ms.
 */
export async function openLoop(target: Target, paths: string[], perSecond: number) {
  const latencies: number[] = [];
  const probe: number[] = [];
  let errors = 0;
  const started = performance.now();
  const requests = paths.map(async (path, index) => {
    const due = started + (index * 1000) / perSecond;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    try {
      const response = await fetch(`${target.origin}${path}`, { headers: target.headers });
      await response.arrayBuffer();
      if (!response.ok) errors += 1;
    } catch {
      errors += 1;
    }
    latencies.push(performance.now() - due);
  });
  const end = started + (paths.length * 1000) / perSecond;
  const probing = (async () => {
    while (performance.now() < end) {
      const asked = performance.now();
      await fetch(`${target.origin}/api/health`).then((response) => response.arrayBuffer());
      probe.push(performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  await Promise.all([...requests, probing]);
  return { searches: summarize(latencies, errors), health: summarize(probe) };
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
        const page = await timedGet(target, nextPath()).catch(() => ({ ms: 0, ok: false }));
        latencies.push(page.ms);
        if (!page.ok) errors += 1;
      }
    }),
  );
  return { ...summarize(latencies, errors), perSecond: latencies.length / seconds };
}
