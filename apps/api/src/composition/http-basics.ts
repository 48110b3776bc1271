import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env';
import type { PoolUse } from '../db/create-db';
import { nowSeconds } from '../lib/clock';
import type { Metrics } from '../lib/metrics';
import { watchedLoops } from '../modules/health/readiness';
import { outboxBacklog } from '../modules/mail/outbox.repository';
import { registerCachePolicy } from '../plugins/cache-policy';
import { registerCaches } from '../plugins/caches';
import { registerErrorHandler } from '../plugins/error-handler';
import { registerInputGuard } from '../plugins/input-guard';
import { registerLoadShedding } from '../plugins/load-shedding';
import { registerMetrics } from '../plugins/metrics';
import { databaseRateLimitStore } from '../plugins/rate-limit-store';
import { registerRequestIds } from '../plugins/request-ids';
import { registerRequestLanguage } from '../plugins/request-language';
import { registerSecurityHeaders } from '../plugins/security-headers';

/**
 * What every answer goes through, in this order: the reader's language, security headers, compression, form bodies, load
 * shedding, rate limits, the error shape, request ids, metrics, the input guard, cache headers and the
 * caches requests share.
 */
export async function registerHttpBasics(
  app: FastifyInstance,
  config: AppConfig,
  { metrics, poolUse }: { metrics: Metrics; poolUse: () => PoolUse[] },
): Promise<void> {
  registerRequestLanguage(app);
  registerSecurityHeaders(app);
  // API answers are compressed on the fly, cheaply; the web app is precompressed
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    // a job page (8 to 20 KB) compressed at once takes about 0.3 ms; through a stream it took 1.7 ms
    // of latency (measured in the bench). Larger answers still stream.
    syncThreshold: 32 * 1024,
    // quality 2 compresses JSON answers of 1-30 KB in half the time of quality 4, 2-9 % larger; quality 1
    // made them up to half as large again (docs/decisions/national-scale.md)
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 2 } },
  });
  await app.register(fastifyFormbody);
  await registerLoadShedding(app, config);
  await app.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(app.db) });
  registerErrorHandler(app);
  registerRequestIds(app);
  registerMetrics(app, {
    metrics,
    token: config.METRICS_TOKEN,
    poolUse,
    loops: () => watchedLoops(app).map((loop) => loop.heartbeat),
    outboxBacklog: () => outboxBacklog(app.db, nowSeconds()),
  });
  registerInputGuard(app);
  registerCachePolicy(app);
  registerCaches(app);
}
