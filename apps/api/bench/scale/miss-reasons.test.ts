import { describe, expect, it } from 'vitest';
import { type OperationRun, reasonsMissed, routeOf } from './miss-reasons';

const targets = { aloneP50Ms: 5, aloneP99Ms: 20, mixP99Ms: 50 };
const timings = (p50: number, p99: number, extra: { max?: number; count?: number } = {}) => ({
  count: extra.count ?? 200,
  p50,
  p99,
  max: extra.max ?? p99,
  errors: 0,
  failures: [],
});
const within: OperationRun = {
  alone: { ...timings(1.2, 6.4), slowestAt: 17 },
  mixed: timings(8, 41),
  late: undefined,
  serverTime: { route: 'GET /api/me', count: 400, p99AtMostMs: 25 },
};

describe('why an operation missed its targets, in the bench report', () => {
  it('gives none for an operation within every target', () => {
    expect(reasonsMissed(within, targets)).toEqual([]);
  });

  it('names the slowest request alone by its place among the inputs, heaviest first', () => {
    const reasons = reasonsMissed(
      { ...within, alone: { ...timings(2.1, 26, { max: 31.5 }), slowestAt: 0 } },
      targets,
    );
    expect(reasons).toEqual(['alone, its slowest (31.5 ms) was input 1 of 200, heaviest first']);
    const twelfth = reasonsMissed({ ...within, alone: { ...timings(2.1, 22), slowestAt: 11 } }, targets);
    expect(twelfth[0]).toContain('input 12 of 200');
  });

  it('calls a median over the target slow for most inputs, whatever its slowest', () => {
    const reasons = reasonsMissed({ ...within, alone: { ...timings(8.6, 14.4), slowestAt: 3 } }, targets);
    expect(reasons).toEqual(['alone p50 8.6 ms: slow for most of its inputs, not only the heaviest']);
  });

  it('tells waiting before the server from the server’s own time in the mix, with the late requests’ moments', () => {
    const waited = reasonsMissed(
      { ...within, mixed: timings(9, 63.5), late: { late: 12, early: 9 } },
      targets,
    );
    expect(waited).toEqual([
      "mix p99 63.5 ms, the server's own time p99 ≤ 25 ms (GET /api/me): it queued before the server read it; 9 of its 12 over 50 ms due in the first 5 s",
    ]);

    const worked = reasonsMissed(
      {
        ...within,
        mixed: timings(30, 210),
        late: { late: 40, early: 0 },
        serverTime: { route: 'GET /api/me', count: 400, p99AtMostMs: 250 },
      },
      targets,
    );
    expect(worked[0]).toContain(
      "the server's own time p99 ≤ 250 ms (GET /api/me): slow inside the server too",
    );
    expect(worked[0]).toContain('0 of its 40 over 50 ms');
  });

  it('names a write’s failures and its mix together', () => {
    const reasons = reasonsMissed(
      {
        mixed: { ...timings(12, 62.9), errors: 3, failures: ['409 PUT /api/jobapplications?id=398'] },
        late: { late: 4, early: 4 },
        serverTime: undefined,
      },
      targets,
    );
    expect(reasons[0]).toBe('3 errors, the first: 409 PUT /api/jobapplications?id=398');
    const once = reasonsMissed(
      { mixed: { ...timings(12, 30), errors: 1, failures: ['500 POST /api/jobs'] } },
      targets,
    );
    expect(once).toEqual(['1 error, the first: 500 POST /api/jobs']);
    expect(reasons[1]).toContain("mix p99 62.9 ms, the server's own time not read; 4 of its 4");
  });

  it('finds the route the server’s metrics name from a request’s method and path', () => {
    expect(routeOf({ method: 'GET', path: '/api/jobapplications?userID=12&after=x' })).toBe(
      'GET /api/jobapplications',
    );
    expect(routeOf({ method: 'PUT', path: '/api/jobapplications/hours?id=4' })).toBe(
      'PUT /api/jobapplications/hours',
    );
  });
});
