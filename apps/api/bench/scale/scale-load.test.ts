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
