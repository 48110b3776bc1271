import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInOnly } from '../../plugins/auth';
import { acceptChange, declineChange } from './booked-change.service';
import { shiftStepAnswers, shiftStepQuery, shiftTags } from './shift-route-schemas';

/** A change of a booked shift's start, end, place, wage or break waits for the worker's yes. */
export const bookedChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);
  const publicUrl = app.config.PUBLIC_URL;

  app.post(
    '/jobapplications/change/accept',
    {
      schema: {
        tags: shiftTags,
        summary: 'The booked worker accepts the changed start, end, place, wage or break of her shift',
        querystring: shiftStepQuery,
        response: shiftStepAnswers,
      },
    },
    async (request) => acceptChange(app.db, publicUrl, request.session, request.query.id),
  );

  app.post(
    '/jobapplications/change/decline',
    {
      schema: {
        tags: shiftTags,
        summary: 'The booked worker declines the change: the shift is cancelled, never counted against her',
        description:
          'The place is free again. A change made less than 24 hours before the agreed start counts as a late cancellation by the business.',
        querystring: shiftStepQuery,
        response: shiftStepAnswers,
      },
    },
    async (request) => declineChange(app.db, publicUrl, request.session, request.query.id),
  );
};
