import { REQUEST_DURATION_METRIC } from '../../src/lib/metrics';

/**
 * The server's own time for each request (its `/metrics` histogram: from the request's arrival to the
 * last byte written), read before and after the mix. The bench's latencies count from each request's
 * scheduled moment on a machine whose two cores the load generator and the probe share; beside these,
 * a report tells time the server spent on a request from time the request spent waiting around it.
 */
const HISTOGRAM = `${REQUEST_DURATION_METRIC}_bucket`;

/** Requests by route ("GET /api/jobs/upcoming"), each as counts at or under the histogram's bounds in seconds. */
export type RouteBuckets = Map<string, Map<number, number>>;

export interface RouteTime {
  route: string;
  count: number;
  /** the smallest bound in ms at or under which 99 % of the route's requests were answered */
  p99AtMostMs: number;
}

export async function readServerTimes(origin: string, token: string): Promise<RouteBuckets> {
  const answer = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok) throw new Error(`/metrics answered ${answer.status}`);
  return bucketsOf(await answer.text());
}

/** The histogram's buckets by route, every status together. */
export function bucketsOf(exposition: string): RouteBuckets {
  const routes: RouteBuckets = new Map();
  for (const line of exposition.split('\n')) {
    if (!line.startsWith(`${HISTOGRAM}{`)) continue;
    const labels = Object.fromEntries(
      [...line.matchAll(/(\w+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
    );
    const route = `${labels.method} ${labels.route}`;
    const bound = labels.le === '+Inf' ? Number.POSITIVE_INFINITY : Number(labels.le);
    const buckets = routes.get(route) ?? new Map<number, number>();
    routes.set(route, buckets);
    buckets.set(bound, (buckets.get(bound) ?? 0) + Number(line.slice(line.lastIndexOf(' ') + 1)));
  }
  return routes;
}

/** What each route's requests between the two readings took, the slowest first. */
export function timesBetween(before: RouteBuckets, after: RouteBuckets): RouteTime[] {
  const times: RouteTime[] = [];
  for (const [route, buckets] of after) {
    const earlier = before.get(route);
    const counts = [...buckets]
      .map(([bound, count]) => [bound, count - (earlier?.get(bound) ?? 0)] as const)
      .sort(([a], [b]) => a - b);
    const count = counts.at(-1)?.[1] ?? 0;
    if (count === 0) continue;
    const within = counts.find(([, atMost]) => atMost >= 0.99 * count);
    times.push({ route, count, p99AtMostMs: (within?.[0] ?? Number.POSITIVE_INFINITY) * 1000 });
  }
  return times.sort((a, b) => b.p99AtMostMs - a.p99AtMostMs || b.count - a.count);
}
