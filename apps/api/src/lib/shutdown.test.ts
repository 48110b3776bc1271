import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { shutDown } from './shutdown';

function fakeApp(close: () => Promise<unknown>) {
  const errors: { details: object; message: string }[] = [];
  return {
    app: {
      close,
      log: { info: () => {}, error: (details: object, message: string) => errors.push({ details, message }) },
    },
    errors,
  };
}

/** The status of a GET (on a connection of its own unless an agent is given), or the error code when the connection broke. */
function statusOf(port: number, path: string, agent: http.Agent | false = false) {
  return new Promise<string>((resolve) => {
    const request = http.get({ port, host: '127.0.0.1', path, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(String(response.statusCode)));
      response.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}

describe('shutting down', () => {
  it('exits 0 once the app has closed', async () => {
    const codes: number[] = [];
    const { app, errors } = fakeApp(async () => {});
    const progress = { step: 'x', draining: false, lastArrivalAt: Number.NEGATIVE_INFINITY };
    await shutDown(app, progress, (code) => codes.push(code), { drainMs: 0 });
    expect(codes).toEqual([0]);
    expect(errors).toEqual([]);
  });

  it('exits 1 at the deadline when something hangs, naming the step it abandoned', async () => {
    const codes: number[] = [];
    const progress = { step: 'running', draining: false, lastArrivalAt: Number.NEGATIVE_INFINITY };
    const { app, errors } = fakeApp(() => {
      progress.step = 'outbox (mail and push being sent)';
      return new Promise(() => {});
    });
    void shutDown(app, progress, (code) => codes.push(code), { deadlineMs: 200, drainMs: 0 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(codes).toEqual([1]);
    expect(errors[0]?.details).toEqual({ abandoned: 'outbox (mail and push being sent)' });
  });

  it('drains while requests still arrive, until a quiet spell or the longest drain', async () => {
    const closedAfter = async (arrivingForMs: number, drainMaxMs: number) => {
      const progress = { step: 'running', draining: false, lastArrivalAt: performance.now() };
      const arrivals = setInterval(() => {
        progress.lastArrivalAt = performance.now();
      }, 20);
      setTimeout(() => clearInterval(arrivals), arrivingForMs);
      const started = performance.now();
      let closedAt = 0;
      const { app } = fakeApp(async () => {
        closedAt = performance.now() - started;
      });
      await shutDown(app, progress, () => {}, { drainMs: 100, quietMs: 100, drainMaxMs });
      clearInterval(arrivals);
      return closedAt;
    };
    const afterArrivals = await closedAfter(500, 5000);
    expect(afterArrivals).toBeGreaterThanOrEqual(550);
    expect(afterArrivals).toBeLessThan(3000);
    const capped = await closedAfter(5000, 300);
    expect(capped).toBeGreaterThanOrEqual(300);
    expect(capped).toBeLessThan(3000);
  });

  it('answers every connection queued when the signal comes instead of resetting it, and health says it stops', async () => {
    const testApp = await buildTestApp();
    const { app } = testApp;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    // a load balancer's check on the connection it already holds: behind the 200 new connections a busy
    // machine may not accept it before the server stops listening
    const balancer = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect(await statusOf(port, '/api/health', balancer)).toBe('200');
    const queued = Array.from({ length: 200 }, () => statusOf(port, '/api/jobs'));
    const codes: number[] = [];
    const stopping = shutDown(app, app.shutdownProgress, (code) => codes.push(code));
    expect(await statusOf(port, '/api/health', balancer)).toBe('503');
    const answers = await Promise.all(queued);
    await stopping;
    // 401: the jobs need a session; what matters is that each got an answer (before: 198 of 200 reset)
    expect(answers.filter((answer) => answer !== '401')).toEqual([]);
    expect(codes).toEqual([0]);
    balancer.destroy();
    await testApp.close();
  });
});
