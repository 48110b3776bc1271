import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { CLOCK_SKEW_LIMIT_MS, clockSkewMs } from '../../lib/clock-skew';
import { t } from '../../lib/i18n';

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
      let skew: number;
      try {
        // a write statement that changes nothing still needs write access: a read-only database fails here
        await sql`update outbox set "lockedUntil" = "lockedUntil" where 1 = 0`.execute(app.db);
        skew = await clockSkewMs(app.db, app.dialect);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database not writable');
        return reply
          .code(503)
          .send({ error: 'database_unreachable', message: t('api.health.theDatabaseIsNotReachable') });
      }
      // readiness: an instance on another clock than the database would expire jobs and tokens for everyone
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
