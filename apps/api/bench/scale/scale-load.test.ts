import { afterAll, expect, it } from 'vitest';
import { buildTestApp } from '../../src/test/build-test-app';
import {
  afterTheStart,
  EARLY_SECONDS,
  lateByOperation,
  type MixSample,
  oneAtATime,
  openLoopMix,
  type ScreenRequest,
} from './scale-load';

const testApp = await buildTestApp();
const origin = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
afterAll(() => testApp.close());

/** `count` requests without a session: every `every`-th to the live check, the others to `other`. */
function requestsOf(
  count: number,
  every: number,
  other: { operation: string; path: string },
): ScreenRequest[] {
  return Array.from({ length: count }, (_, index) =>
    index % every === 0
      ? { operation: 'live', method: 'GET', path: '/api/health/live', token: 'no-session' }
      : { ...other, method: 'GET', token: 'no-session' },
  );
}

it('names the slowest requests of the mix with the moment each was due, slowest first', async () => {
  const requests = requestsOf(30, 2, { operation: 'ready', path: '/api/health/ready' });
  const mix = await openLoopMix(origin, requests, 100, 50);
  expect(mix.operations.live?.count).toBe(15);
  expect(mix.slowest).toHaveLength(20);
  const waits = mix.slowest.map((sample) => sample.ms);
  expect(waits).toEqual([...waits].sort((a, b) => b - a));
  // due at 100 a second: the thirty leave within the first 0.3 s
  for (const sample of mix.slowest) expect(sample.atSecond).toBeGreaterThanOrEqual(0);
  expect(Math.max(...mix.slowest.map((sample) => sample.atSecond))).toBeLessThan(0.3);
  expect(new Set(mix.slowest.map((sample) => sample.atSecond)).size).toBe(20);
});

it('counts the requests the server shed under overload', async () => {
  const shedding = await buildTestApp({ OVERLOAD_HEAP_USED_BYTES: '1' });
  try {
    const sheddingOrigin = await shedding.app.listen({ port: 0, host: '127.0.0.1' });
    // the first memory sample is taken within a second of the start
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const requests = requestsOf(12, 3, { operation: 'jobs', path: '/api/jobs' });
    const mix = await openLoopMix(sheddingOrigin, requests, 100, 50);
    // the health checks still answer; every other request is shed
    expect(mix.operations.live?.errors).toBe(0);
    expect(mix.shed).toBe(8);
  } finally {
    await shedding.close();
  }
});

it("counts by operation the mix's requests over the target, and those due in its first seconds", async () => {
  const sample = (operation: string, ms: number, atSecond: number): MixSample => ({
    operation,
    ms,
    atSecond,
    failed: null,
  });
  const late = lateByOperation(
    [
      sample('inbox', 80, 0.4),
      sample('inbox', 49, 0.5),
      sample('inbox', 120, EARLY_SECONDS + 1),
      sample('inbox', 51, EARLY_SECONDS - 0.1),
      sample('me', 50, 3),
      sample('team', 90, 40),
    ],
    50,
  );
  expect(late).toEqual({ inbox: { late: 3, early: 2 }, team: { late: 1, early: 0 } });
  // every request of a real mix waits longer than no time at all, and all of these were due at once
  const mix = await openLoopMix(
    origin,
    requestsOf(10, 2, { operation: 'ready', path: '/api/health/ready' }),
    100,
    0,
  );
  expect(mix.late).toEqual({ live: { late: 5, early: 5 }, ready: { late: 5, early: 5 } });
});

it('names which request of an operation, in the order sent, was its slowest alone', async () => {
  const slowOne = await buildTestApp();
  try {
    // the third of four waits in the server for 300 ms
    slowOne.app.addHook('onRequest', async (request) => {
      if (request.url.endsWith('slow=1')) await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const slowOrigin = await slowOne.app.listen({ port: 0, host: '127.0.0.1' });
    const requests: ScreenRequest[] = ['', '', '?slow=1', ''].map((query) => ({
      operation: 'live',
      method: 'GET',
      path: `/api/health/live${query}`,
      token: 'no-session',
    }));
    const alone = await oneAtATime(slowOrigin, requests);
    expect(alone.live?.slowestAt).toBe(2);
    expect(alone.live?.max).toBeGreaterThanOrEqual(300);
  } finally {
    await slowOne.close();
  }
});

it('counts the mix without the requests due in its first seconds, where a server just started is slow', () => {
  const samples: MixSample[] = [
    ...Array.from({ length: 10 }, (_, index) => ({
      operation: 'inbox',
      ms: 300,
      failed: null,
      atSecond: (index / 10) * EARLY_SECONDS,
    })),
    ...Array.from({ length: 90 }, (_, index) => ({
      operation: 'inbox',
      ms: 2 + (index % 3),
      failed: null,
      atSecond: EARLY_SECONDS + index / 3,
    })),
  ];
  const after = afterTheStart(samples);
  expect(after.inbox).toMatchObject({ count: 90, errors: 0 });
  expect(after.inbox!.p99).toBeLessThanOrEqual(4);
});
