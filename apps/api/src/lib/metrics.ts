import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** Each request's time from its arrival to its last byte, by method, route and status. */
export const REQUEST_DURATION_METRIC = 'jobbel_http_request_duration_seconds';

/**
 * What Jobbel counts for Prometheus (docs/operations.md: metrics). One registry per server: in tests
 * several servers share a process, and each counts only its own requests.
 */
export function createMetrics() {
  const registry = new Registry();
  // event-loop delay, memory, CPU, handles: prom-client's standard process metrics
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requestDuration: new Histogram({
      name: REQUEST_DURATION_METRIC,
      help: 'Requests by route and status, and how long they took',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    rateLimitRefusals: new Counter({
      name: 'jobbel_rate_limit_refusals_total',
      help: 'Requests refused with 429, by route',
      labelNames: ['route'] as const,
      registers: [registry],
    }),
    deliveries: new Counter({
      name: 'jobbel_outbox_deliveries_total',
      help: 'Mails and pushes handed to their service, by outcome',
      labelNames: ['channel', 'outcome'] as const,
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
