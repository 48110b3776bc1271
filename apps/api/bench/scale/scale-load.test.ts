import { afterAll, expect, it } from 'vitest';
import { buildTestApp } from '../../src/test/build-test-app';
import { openLoopMix, type ScreenRequest } from './scale-load';

const testApp = await buildTestApp();
const origin = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
afterAll(() => testApp.close());

it('names the slowest requests of the mix with the moment each was due, slowest first', async () => {
  const requests: ScreenRequest[] = Array.from({ length: 30 }, (_, index) => ({
    operation: index % 2 === 0 ? 'live' : 'ready',
    method: 'GET',
    path: index % 2 === 0 ? '/api/health/live' : '/api/health/ready',
    token: 'no-session',
  }));
  const mix = await openLoopMix(origin, requests, 100);
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
    const requests: ScreenRequest[] = Array.from({ length: 12 }, (_, index) => ({
      operation: index % 3 === 0 ? 'live' : 'jobs',
      method: 'GET',
      path: index % 3 === 0 ? '/api/health/live' : '/api/jobs',
      token: 'no-session',
    }));
    const mix = await openLoopMix(sheddingOrigin, requests, 100);
    // the health checks still answer; every other request is shed
    expect(mix.operations.live?.errors).toBe(0);
    expect(mix.shed).toBe(8);
  } finally {
    await shedding.close();
  }
});
