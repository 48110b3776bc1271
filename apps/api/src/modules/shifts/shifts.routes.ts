import { momentCursorSchema } from '@jobbel/shared/app/page.schemas';
import { idSchema } from '@jobbel/shared/app/primitive.schemas';
import {
  cancelShiftPayloadSchema,
  correctedHoursPayloadSchema,
  ratingPayloadSchema,
  reviewListSchema,
  workedHoursPayloadSchema,
} from '@jobbel/shared/shifts/shift.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import { signedInOnly } from '../../plugins/auth';
import { assertBusinessExists } from '../businesses/businesses.service';
import { getUser } from '../users/users.service';
import { cancelShift } from './shift-cancel.service';
import { confirmHours, decideHours } from './shift-hours.service';
import { rateShift, reviewsOf } from './shift-ratings.service';
import { shiftStepAnswers, shiftStepErrors, shiftStepQuery, shiftTags } from './shift-route-schemas';

/** What happens to an accepted application — cancel, hours, ratings — and the reviews (no-shows: no-show.routes.ts). */
export const shiftRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);

  app.post(
    '/jobapplications/cancel',
    {
      schema: {
        tags: shiftTags,
        summary: 'Withdraw a pending application or cancel an accepted shift before it starts',
        description:
          'The worker cancels their own shift (under 24 hours before the start it counts as a late cancellation); the business cancels an accepted worker and must give `jobApplicationCancelReason`, which is mailed to the worker. The place is free again.',
        querystring: shiftStepQuery,
        body: cancelShiftPayloadSchema,
        response: shiftStepAnswers,
      },
    },
    async (request) =>
      cancelShift(app.db, app.config.PUBLIC_URL, request.session, request.query.id, request.body),
  );

  app.put(
    '/jobapplications/hours',
    {
      schema: {
        tags: shiftTags,
        summary: 'The worker confirms the hours worked, once, after the shift has ended',
        querystring: shiftStepQuery,
        body: workedHoursPayloadSchema,
        response: shiftStepAnswers,
      },
    },
    async (request) =>
      confirmHours(app.db, app.config.PUBLIC_URL, request.session, request.query.id, request.body),
  );

  app.post(
    '/jobapplications/hours/approve',
    {
      schema: {
        tags: shiftTags,
        summary: 'The business approves the confirmed hours: the shift is completed',
        description: 'Hours not handled within 72 hours of confirming are approved automatically.',
        querystring: shiftStepQuery,
        response: shiftStepAnswers,
      },
    },
    async (request) => decideHours(app.db, app.config.PUBLIC_URL, request.session, request.query.id),
  );

  app.post(
    '/jobapplications/hours/correct',
    {
      schema: {
        tags: shiftTags,
        summary: 'The business sets the right hours with a comment the worker sees: the shift is completed',
        querystring: shiftStepQuery,
        body: correctedHoursPayloadSchema,
        response: shiftStepAnswers,
      },
    },
    async (request) =>
      decideHours(app.db, app.config.PUBLIC_URL, request.session, request.query.id, request.body),
  );

  app.post(
    '/jobapplications/rating',
    {
      schema: {
        tags: shiftTags,
        summary: 'Rate the other side of a completed shift, once, within 14 days',
        description:
          'The other side’s rating (`jobApplicationTheirRating`) is shown once both have rated or the 14 days are over.',
        querystring: shiftStepQuery,
        body: ratingPayloadSchema,
        response: shiftStepAnswers,
      },
    },
    async (request) => rateShift(app.db, request.session, request.query.id, request.body),
  );

  app.get(
    '/reviews',
    {
      schema: {
        tags: shiftTags,
        summary:
          'The revealed ratings of a worker (userID) or of a business (businessID), newest first, 20 a page',
        querystring: z.object({
          userID: idSchema.optional(),
          businessID: idSchema.optional(),
          after: momentCursorSchema.optional().describe('The nextCursor of the previous page'),
        }),
        response: { 200: reviewListSchema, ...shiftStepErrors },
      },
    },
    async (request) => {
      const { userID, businessID, after } = request.query;
      const auth = request.session;
      if (userID !== undefined) {
        // a hidden profile hides its reviews too
        await getUser(app.db, app.cipher, auth, userID);
        return reviewsOf(app.db, { userID }, after);
      }
      if (businessID !== undefined) {
        await assertBusinessExists(app.db, businessID);
        return reviewsOf(app.db, { businessID }, after);
      }
      throw badRequest('validation_error', t('api.shifts.oneOfUserOrBusiness'));
    },
  );
};
