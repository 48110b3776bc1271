import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLOCK_SKEW_LIMIT_MS, syncWithDatabaseClock } from '../../lib/clock-skew';
import { t } from '../../lib/i18n';
import { probeWrite } from './health.repository';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        response: {
          200: z.object({
            status: z.literal('ok'),
            database: z.literal('reachable'),
          }),
          503: z.object({ error: z.string(), message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      if (app.shutdownProgress.draining)
        return reply.code(503).send({ error: 'shutting_down', message: t('api.health.shuttingDown') });
      let skew: number;
      try {
        await probeWrite(app.db);
        skew = await syncWithDatabaseClock(app.db, app.dialect);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database not writable');
        return reply
          .code(503)
          .send({ error: 'database_unreachable', message: t('api.health.theDatabaseIsNotReachable') });
      }
      // readiness: decisions follow the database's clock, but an instance this far off has lost its time
      // source (its logs, the times it hands out)
      if (Math.abs(skew) > CLOCK_SKEW_LIMIT_MS) {
        request.log.error({ skewMs: skew }, 'health check: clock differs from the database');
        return reply.code(503).send({
          error: 'clock_skew',
          message: t('api.health.clockSkew', { seconds: Math.round(skew / 1000) }),
        });
      }
      return { status: 'ok' as const, database: 'reachable' as const };
    },
  );
};
