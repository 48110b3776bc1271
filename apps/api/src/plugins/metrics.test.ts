import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

const TOKEN = 'metrics-token-of-the-test-2026';
const opened: TestApp[] = [];
afterAll(() => Promise.all(opened.map((testApp) => testApp.close())));

async function appWith(env: Record<string, string>) {
  const testApp = await buildTestApp(env);
  opened.push(testApp);
  return testApp;
}

/** The value of one sample line of the text format, or undefined when the line is not there. */
function sample(text: string, line: string): number | undefined {
  const found = text.split('\n').find((each) => each.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

describe('metrics', () => {
  it('are not there without METRICS_TOKEN', async () => {
    const testApp = await appWith({});
    expect((await testApp.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('answer only the bearer of the token, in Prometheus’s text format, with what an operator watches', async () => {
    const testApp = await appWith({ METRICS_TOKEN: TOKEN });
    const { app } = testApp;
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(401);

    for (let attempt = 0; attempt < 3; attempt += 1) await app.inject({ method: 'GET', url: '/api/jobs' });
    // one address past the login limit: the refusal is counted
    for (let attempt = 0; attempt <= 30; attempt += 1)
      await app.inject({ method: 'POST', url: '/api/login', remoteAddress: '10.9.9.9', payload: {} });

    const answer = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    const text = answer.body;
    expect(
      sample(text, 'jobbel_http_request_duration_seconds_count{method="GET",route="/api/jobs",status="401"}'),
    ).toBe(3);
    expect(sample(text, 'jobbel_rate_limit_refusals_total{route="/api/login"}')).toBe(1);
    expect(sample(text, 'jobbel_outbox_waiting')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'jobbel_outbox_oldest_waiting_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(
      sample(text, 'jobbel_background_last_round_age_seconds{loop="shift sweep"}'),
    ).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'jobbel_open_job_index{measure="size"}')).toBe(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(text).toMatch(/^process_resident_memory_bytes /m);
    expect(text).toContain('jobbel_outbox_deliveries_total');
    if (process.env.TEST_POSTGRES_URL)
      expect(sample(text, 'jobbel_database_pool_connections{pool="main",state="total"}')).toBeGreaterThan(0);
  });

  it('still answer while the server sheds other requests: an overload is when an operator reads them', async () => {
    const { app } = await appWith({ METRICS_TOKEN: TOKEN, OVERLOAD_HEAP_USED_BYTES: '1' });
    // the first memory sample is taken within a second of the start
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect((await app.inject({ method: 'GET', url: '/api/jobs' })).statusCode).toBe(503);
    const answer = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(
      sample(
        answer.body,
        'jobbel_http_request_duration_seconds_count{method="GET",route="/api/jobs",status="503"}',
      ),
    ).toBe(1);
  });
});
