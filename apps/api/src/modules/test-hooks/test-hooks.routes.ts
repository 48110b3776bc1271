import { idSchema } from '@jobbel/shared/app/primitive.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toBrusselsDateTime } from '../../lib/clock';
import { errors } from '../../lib/error-answers';
import { notFound } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import { can, ensure } from '../../lib/policy';
import { signedInOnly } from '../../plugins/auth';
import { findBusinessById } from '../businesses/businesses.repository';
import { findJobById } from '../jobs/jobs.repository';
import { announceBellChanges } from '../notifications/bell.repository';
import { insertNotices, moveBookedJob } from './test-hooks.repository';

const HOUR_MS = 3_600_000;

/**
 * Only with TEST_HOOKS=1 (refused in production): an end-to-end test lets a shift happen without
 * waiting for it (the owning business moves its job so that it started nine hours ago and ended one
 * hour ago, as if the clock had moved on, or so that it starts in 20 minutes, to check in), and runs the
 * alert matcher and the data exports without waiting for their minute.
 */
export const testHookRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);
  /** The owning business moves its job: `end` as if it happened, `start-soon` to begin in 20 minutes. */
  const moveOwnJob = (url: string, offsetsMs: { start: number; end: number }, ended: boolean) =>
    app.post(
      url,
      {
        schema: {
          hide: true,
          querystring: z.object({ id: idSchema }),
          response: { 204: z.null(), ...errors(403, 404) },
        },
      },
      async (request, reply) => {
        const job = await findJobById(app.db, request.query.id);
        if (!job) throw notFound(t('api.applications.jobNotFound'));
        const business = await findBusinessById(app.db, job.jobBusinessID);
        ensure(
          can.manageBusiness(request.session, business?.businessAccountID),
          t('api.jobs.youCanOnlyChangeThe'),
        );
        const start = toBrusselsDateTime(new Date(Date.now() + offsetsMs.start));
        const end = toBrusselsDateTime(new Date(Date.now() + offsetsMs.end));
        await moveBookedJob(app.db, job, start, end, { ended });
        return reply.code(204).send(null);
      },
    );
  moveOwnJob('/test/jobs/end', { start: -9 * HOUR_MS, end: -HOUR_MS }, true);
  moveOwnJob('/test/jobs/start-soon', { start: HOUR_MS / 3, end: 4 * HOUR_MS }, false);

  // the bell bench tells many people at once, as a busy moment would, and times their streams from the
  // commit (bench/run-scale-bench.ts)
  app.post(
    '/test/bell/notify',
    {
      schema: {
        hide: true,
        body: z.object({ userIDs: z.array(idSchema).max(20_000) }),
        response: { 200: z.object({ committedAt: z.number() }) },
      },
    },
    async (request) => {
      const { userIDs } = request.body;
      await app.db.transaction().execute(async (trx) => {
        await insertNotices(trx, userIDs, toBrusselsDateTime(new Date()));
        await announceBellChanges(trx, userIDs);
      });
      return { committedAt: Date.now() };
    },
  );

  // the alert matcher runs every minute; a test asks for a pass now instead of waiting for it
  app.post(
    '/test/alerts/sweep',
    { schema: { hide: true, response: { 204: z.null() } } },
    async (_request, reply) => {
      await app.alertSweep.sweep();
      return reply.code(204).send(null);
    },
  );

  // exports of a person's data are built every minute; a test asks for a pass now
  app.post(
    '/test/mydata/build',
    { schema: { hide: true, response: { 204: z.null() } } },
    async (_request, reply) => {
      await app.dataExports.sweep();
      return reply.code(204).send(null);
    },
  );
};
