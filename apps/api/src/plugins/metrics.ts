import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import type { PoolUse } from '../db/create-db';
import type { Heartbeat } from '../lib/heartbeat';
import { t } from '../lib/i18n';
import type { Metrics } from '../lib/metrics';
import { sameHash, sha256 } from '../lib/secrets';
import { answersUnderPressure } from './load-shedding';

interface MetricSources {
  metrics: Metrics;
  /** METRICS_TOKEN: without it there is no /metrics at all */
  token: string | undefined;
  poolUse: () => PoolUse[];
  loops: () => Heartbeat[];
  outboxBacklog: () => Promise<{ waiting: number; oldestAgeSeconds: number }>;
}

/**
 * `GET /metrics` in Prometheus's text format, for the bearer of METRICS_TOKEN only (docs/operations.md:
 * metrics): requests by route and status with their durations, process metrics, the database pools,
 * the outbox backlog, the background loops, the open-job index, rate-limit refusals and deliveries.
 */
export function registerMetrics(
  app: FastifyInstance,
  { metrics, token, poolUse, loops, outboxBacklog }: MetricSources,
): void {
  const { registry, requestDuration, rateLimitRefusals } = metrics;
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requestDuration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    if (reply.statusCode === 429) rateLimitRefusals.inc({ route });
  });
  new Gauge({
    name: 'jobbel_database_pool_connections',
    help: 'PostgreSQL connections by pool and state (none on SQLite)',
    labelNames: ['pool', 'state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const use of poolUse()) {
        this.set({ pool: use.pool, state: 'total' }, use.total);
        this.set({ pool: use.pool, state: 'idle' }, use.idle);
        this.set({ pool: use.pool, state: 'waiting' }, use.waiting);
      }
    },
  });
  const backlog = { waiting: 0, oldestAgeSeconds: 0 };
  new Gauge({
    name: 'jobbel_outbox_waiting',
    help: 'Mails and pushes not delivered yet and not given up',
    registers: [registry],
    async collect() {
      Object.assign(backlog, await outboxBacklog());
      this.set(backlog.waiting);
    },
  });
  new Gauge({
    name: 'jobbel_outbox_oldest_waiting_age_seconds',
    help: 'How long the oldest waiting mail or push has waited',
    registers: [registry],
    collect() {
      this.set(backlog.oldestAgeSeconds);
    },
  });
  new Gauge({
    name: 'jobbel_background_last_round_age_seconds',
    help: 'Seconds since each background loop last finished a round',
    labelNames: ['loop'] as const,
    registers: [registry],
    collect() {
      const now = Date.now();
      for (const heartbeat of loops()) {
        const last = heartbeat.lastBeatAt ?? heartbeat.startedAt;
        if (last !== undefined) this.set({ loop: heartbeat.name }, (now - last) / 1000);
      }
    },
  });
  new Gauge({
    name: 'jobbel_open_job_index',
    help: 'The open-job index: its jobs (size) and the last job change it holds (version)',
    labelNames: ['measure'] as const,
    registers: [registry],
    async collect() {
      const { index, version } = await app.openJobs.current();
      this.set({ measure: 'size' }, index.size);
      this.set({ measure: 'version' }, version);
    },
  });

  if (!token) return;
  const tokenHash = sha256(token);
  app.get('/metrics', { schema: { hide: true }, config: answersUnderPressure }, async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!given || !sameHash(sha256(given), tokenHash))
      return reply.code(401).send({ error: 'unauthorized', message: t('api.common.metricsToken') });
    return reply
      .type(registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}
