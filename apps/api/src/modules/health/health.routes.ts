import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
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
      try {
        // a write statement that changes nothing still needs write access: a read-only database fails here
        await sql`update outbox set "lockedUntil" = "lockedUntil" where 1 = 0`.execute(app.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database not writable');
        return reply
          .code(503)
          .send({ error: 'database_unreachable', message: t('api.health.theDatabaseIsNotReachable') });
      }
      return { status: 'ok' as const, database: 'reachable' as const };
    },
  );
};
