import { contestHoursPayloadSchema, settleHoursPayloadSchema } from '@jobbel/shared/shifts/shift.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInOnly } from '../../plugins/auth';
import { acceptCorrection, contestCorrection, settleHours } from './hours-agreement.service';
import { shiftStepAnswers, shiftStepQuery, shiftTags } from './shift-route-schemas';

/** A correction of the hours is agreed by the worker or contested once; the business then settles it. */
export const hoursAgreementRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);
  const publicUrl = app.config.PUBLIC_URL;

  app.post(
    '/jobapplications/hours/accept-correction',
    {
      schema: {
        tags: shiftTags,
        summary: 'The worker agrees with the corrected hours: they are final',
        querystring: shiftStepQuery,
        response: shiftStepAnswers,
      },
    },
    async (request) => acceptCorrection(app.db, request.session, request.query.id),
  );

  app.post(
    '/jobapplications/hours/contest',
    {
      schema: {
        tags: shiftTags,
        summary: 'The worker contests the corrected hours once, within 72 hours, with a comment',
        description: 'The business then decides once more, and that decision is final.',
        querystring: shiftStepQuery,
        body: contestHoursPayloadSchema,
        response: shiftStepAnswers,
      },
    },
    async (request) => contestCorrection(app.db, publicUrl, request.session, request.query.id, request.body),
  );

  app.post(
    '/jobapplications/hours/settle',
    {
      schema: {
        tags: shiftTags,
        summary: 'The business settles contested hours, finally: its correction or the worker’s hours',
        querystring: shiftStepQuery,
        body: settleHoursPayloadSchema,
        response: shiftStepAnswers,
      },
    },
    async (request) => settleHours(app.db, publicUrl, request.session, request.query.id, request.body),
  );
};
