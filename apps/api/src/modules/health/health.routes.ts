import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { assertWritable } from '../../lib/data-dir';
import { t } from '../../lib/i18n';
import { uploadsDirectory } from '../../plugins/uploads';

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
            storage: z.literal('writable'),
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
      try {
        assertWritable(uploadsDirectory(app.config.dataDir));
      } catch (error) {
        request.log.error({ err: error }, 'health check: uploads not writable');
        return reply.code(503).send({ error: 'storage_not_writable', message: (error as Error).message });
      }
      return { status: 'ok' as const, database: 'reachable' as const, storage: 'writable' as const };
    },
  );
};
