import { afterAll, expect, it } from 'vitest';
import { buildTestApp } from '../../src/test/build-test-app';
import { bucketsOf, timesBetween } from './server-times';

const TOKEN = 'metrics-token-of-the-bench-2026';
const testApp = await buildTestApp({ METRICS_TOKEN: TOKEN });
afterAll(() => testApp.close());

async function exposition() {
  const answer = await testApp.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  return bucketsOf(answer.body);
}

it("counts the server's own time of the requests between two readings of /metrics, by route", async () => {
  for (let request = 0; request < 3; request += 1)
    await testApp.app.inject({ method: 'GET', url: '/api/jobs' });
  const before = await exposition();
  for (let request = 0; request < 5; request += 1)
    await testApp.app.inject({ method: 'GET', url: '/api/jobs' });
  await testApp.app.inject({ method: 'GET', url: '/api/jobs/upcoming' });
  const times = timesBetween(before, await exposition());
  expect(times.find((time) => time.route === 'GET /api/jobs')?.count).toBe(5);
  expect(times.find((time) => time.route === 'GET /api/jobs/upcoming')?.count).toBe(1);
  for (const time of times) expect(time.p99AtMostMs).toBeLessThan(Number.POSITIVE_INFINITY);
});
