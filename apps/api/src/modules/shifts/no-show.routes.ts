import { contestNoShowPayloadSchema } from '@jobbel/shared/shifts/shift.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInOnly } from '../../plugins/auth';
import { claimNoShow, confirmNoShow, contestNoShow, withdrawNoShow } from './no-show.service';
import { shiftStepAnswers, shiftStepQuery, shiftTags } from './shift-route-schemas';

/** A no-show is a claim by the business that the worker may contest. */
export const noShowRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);
  const publicUrl = app.config.PUBLIC_URL;

  app.post(
    '/jobapplications/no-show',
    {
      schema: {
        tags: shiftTags,
        summary: 'The business claims an accepted worker did not come (from 30 minutes after the start)',
        description: 'The worker is notified and mailed, and may contest the claim for 72 hours.',
        querystring: shiftStepQuery,
        response: shiftStepAnswers,
      },
    },
    async (request) => claimNoShow(app.db, publicUrl, request.session, request.query.id),
  );

  app.post(
    '/jobapplications/no-show/contest',
    {
      schema: {
        tags: shiftTags,
        summary: 'The worker contests a no-show claim within 72 hours, with a reason the business reads',
        description: 'A contested claim does not count in reliability until the business confirms it.',
        querystring: shiftStepQuery,
        body: contestNoShowPayloadSchema,
        response: shiftStepAnswers,
      },
    },
    async (request) => contestNoShow(app.db, publicUrl, request.session, request.query.id, request.body),
  );

  app.post(
    '/jobapplications/no-show/withdraw',
    {
      schema: {
        tags: shiftTags,
        summary:
          'The business withdraws its no-show claim: its own within 24 hours, a contested one at any time',
        description: 'The shift is accepted again, so the worker can confirm the hours.',
        querystring: shiftStepQuery,
        response: shiftStepAnswers,
      },
    },
    async (request) => withdrawNoShow(app.db, publicUrl, request.session, request.query.id),
  );

  app.post(
    '/jobapplications/no-show/confirm',
    {
      schema: {
        tags: shiftTags,
        summary:
          'The business keeps a contested no-show claim after reading the reason: it counts from now on',
        querystring: shiftStepQuery,
        response: shiftStepAnswers,
      },
    },
    async (request) => confirmNoShow(app.db, publicUrl, request.session, request.query.id),
  );
};
