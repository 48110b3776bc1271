import { apiErrorSchema } from '@jobbel/shared/app/error.schemas';
import { idSchema } from '@jobbel/shared/app/primitive.schemas';
import { applicationSchema } from '@jobbel/shared/applications/application.schemas';
import { contestHoursPayloadSchema, settleHoursPayloadSchema } from '@jobbel/shared/shifts/shift.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireAuth } from '../../plugins/auth';
import { acceptCorrection, contestCorrection, settleHours } from './hours-agreement.service';

const byId = z.object({ id: idSchema });
const answers = {
  200: applicationSchema,
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ['shifts'];

/** Issue 31: a correction of the hours is agreed by the worker or contested once; the business then settles it. */
export const hoursAgreementRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { preHandler: requireAuth() };
  const publicUrl = app.config.PUBLIC_URL;

  app.post(
    '/jobapplications/hours/accept-correction',
    {
      ...common,
      schema: {
        tags,
        summary: 'The worker agrees with the corrected hours: they are final',
        querystring: byId,
        response: answers,
      },
    },
    async (request) => acceptCorrection(app.db, authOf(request), request.query.id),
  );

  app.post(
    '/jobapplications/hours/contest',
    {
      ...common,
      schema: {
        tags,
        summary: 'The worker contests the corrected hours once, within 72 hours, with a comment',
        description: 'The business then decides once more, and that decision is final.',
        querystring: byId,
        body: contestHoursPayloadSchema,
        response: answers,
      },
    },
    async (request) => contestCorrection(app.db, publicUrl, authOf(request), request.query.id, request.body),
  );

  app.post(
    '/jobapplications/hours/settle',
    {
      ...common,
      schema: {
        tags,
        summary: 'The business settles contested hours, finally: its correction or the worker’s hours',
        querystring: byId,
        body: settleHoursPayloadSchema,
        response: answers,
      },
    },
    async (request) => settleHours(app.db, publicUrl, authOf(request), request.query.id, request.body),
  );
};
