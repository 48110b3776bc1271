import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env';
import { t } from '../lib/i18n';

/** How long a client waits before it tries again, said in Retry-After. */
const OVERLOAD_RETRY_AFTER_SECONDS = 10;
/** Without a setting, a heap this full sheds load: past it, garbage collection takes the process over. */
const DEFAULT_HEAP_SHARE = 0.9;

/**
 * Under overload the server sheds requests with 503 and Retry-After before it stops answering at all
 * (docs/operations.md: overload): when its event loop runs late, or its memory passes the configured
 * marks. Liveness and readiness still answer, so an orchestrator sees why.
 */
export async function registerLoadShedding(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: config.OVERLOAD_EVENT_LOOP_DELAY_MS,
    maxHeapUsedBytes:
      config.OVERLOAD_HEAP_USED_BYTES ?? Math.round(getHeapStatistics().heap_size_limit * DEFAULT_HEAP_SHARE),
    maxRssBytes: config.OVERLOAD_RSS_BYTES,
    retryAfter: OVERLOAD_RETRY_AFTER_SECONDS,
    pressureHandler: (request, reply, type, value) => {
      request.log.warn({ pressure: type, value }, 'overloaded: request shed');
      reply
        .code(503)
        .header('retry-after', String(OVERLOAD_RETRY_AFTER_SECONDS))
        .send({ error: 'overloaded', message: t('api.health.overloaded') });
    },
  });
}

/** A route that answers even under overload (the health checks): the pressure is its news, not its end. */
export const answersUnderPressure = { pressureHandler: () => undefined };
