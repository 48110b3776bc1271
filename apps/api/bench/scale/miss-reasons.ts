import type { Timings } from '../distinct-load';
import { EARLY_SECONDS, type LateRequests, type ScreenRequest } from './scale-load';
import type { RouteTime } from './server-times';

export interface Targets {
  aloneP50Ms: number;
  aloneP99Ms: number;
  mixP99Ms: number;
}

/** What the run measured of one operation, for the reasons it missed a target. */
export interface OperationRun {
  /** a read's requests one at a time, in the order of its inputs: the heaviest people first */
  alone?: Timings & { failures: string[]; slowestAt: number };
  mixed?: Timings & { failures: string[] };
  late?: LateRequests;
  /** the server's own time for the operation's route in the mix (its /metrics) */
  serverTime?: RouteTime;
}

/**
 * Why an operation missed its targets, from what the run itself measured; none when it met them. Alone, a
 * median over the target is slow for most people, a p99 over it the slowest of them (its inputs go from
 * the heaviest person down). In the mix, the server's own time for the route (arrival to last byte)
 * tells a request slow inside the server from one that queued before the server read it, and the late
 * requests' moments tell the mix's start from the whole minute.
 */
export function reasonsMissed(run: OperationRun, targets: Targets): string[] {
  const reasons: string[] = [];
  const { alone, mixed, late, serverTime } = run;
  const failures = [...(alone?.failures ?? []), ...(mixed?.failures ?? [])];
  const failed = (alone?.errors ?? 0) + (mixed?.errors ?? 0);
  if (failed > 0) reasons.push(`${failed} error${failed === 1 ? '' : 's'}, the first: ${failures[0]}`);
  if (alone && alone.p50 >= targets.aloneP50Ms)
    reasons.push(`alone p50 ${alone.p50.toFixed(1)} ms: slow for most of its inputs, not only the heaviest`);
  else if (alone && alone.p99 >= targets.aloneP99Ms)
    reasons.push(
      `alone, its slowest (${alone.max.toFixed(1)} ms) was input ${alone.slowestAt + 1} of ${alone.count}, heaviest first`,
    );
  if (mixed && mixed.p99 >= targets.mixP99Ms) {
    const where = !serverTime
      ? "the server's own time not read"
      : serverTime.p99AtMostMs <= targets.mixP99Ms
        ? `the server's own time p99 ≤ ${serverTime.p99AtMostMs} ms (${serverTime.route}): it queued before the server read it`
        : `the server's own time p99 ≤ ${serverTime.p99AtMostMs} ms (${serverTime.route}): slow inside the server too, its statements and other requests' work between them`;
    const early =
      late && late.late > 0
        ? `; ${late.early} of its ${late.late} over ${targets.mixP99Ms} ms due in the first ${EARLY_SECONDS} s`
        : '';
    reasons.push(`mix p99 ${mixed.p99.toFixed(1)} ms, ${where}${early}`);
  }
  return reasons;
}

/** The route an operation's request reaches, as the server's /metrics names it ("GET /api/jobs"). */
export function routeOf(request: Pick<ScreenRequest, 'method' | 'path'>): string {
  return `${request.method} ${new URL(request.path, 'http://bench').pathname}`;
}
