import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { migrations } from '../../db/migrate';
import { answersUnderPressure } from '../../plugins/load-shedding';
import { keptDatabaseCheck, readinessProblem, shuttingDown, watchedLoops } from './readiness';

const unready = z.object({ error: z.string(), message: z.string() });
/** How soon a load balancer may ask again an instance that is not ready. */
const NOT_READY_RETRY_AFTER_SECONDS = 5;

/**
 * docs/operations.md, health: `/health` as before (the database written to, the clocks agreeing),
 * `/health/live` for an orchestrator's liveness probe (the process answers), `/health/ready` for a load
 * balancer (this instance should get requests).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const knownMigrations = Object.keys(migrations(app.config.dataDir));
  const databaseCheck = keptDatabaseCheck(app);

  app.get(
    '/health',
    {
      config: answersUnderPressure,
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('reachable') }),
          503: unready,
        },
      },
    },
    async (_request, reply) => {
      const problem = app.shutdownProgress.draining ? shuttingDown() : await databaseCheck();
      if (problem) return reply.code(503).send(problem);
      return { status: 'ok' as const, database: 'reachable' as const };
    },
  );

  app.get(
    '/health/live',
    {
      config: answersUnderPressure,
      schema: {
        tags: ['health'],
        summary: 'The process answers (a liveness probe): nothing else is checked',
        response: { 200: z.object({ status: z.literal('ok'), version: z.string() }) },
      },
    },
    async () => ({ status: 'ok' as const, version: app.config.version }),
  );

  app.get(
    '/health/ready',
    {
      config: answersUnderPressure,
      schema: {
        tags: ['health'],
        summary: 'This instance should get requests (a readiness probe)',
        description:
          'Not while it shuts down or sheds load; only with a writable database whose clock agrees, every migration applied, and its background work (sweeps, outbox) turning.',
        response: { 200: z.object({ status: z.literal('ready'), version: z.string() }), 503: unready },
      },
    },
    async (_request, reply) => {
      const problem = await readinessProblem(app, {
        loops: watchedLoops(app),
        knownMigrations,
        databaseCheck,
      });
      if (problem)
        return reply.code(503).header('retry-after', String(NOT_READY_RETRY_AFTER_SECONDS)).send(problem);
      return { status: 'ready' as const, version: app.config.version };
    },
  );
};
