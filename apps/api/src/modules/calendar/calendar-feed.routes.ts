import { calendarFeedSchema, calendarFeedTokenSchema } from '@jobbel/shared/calendar/calendar-feed.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/error-answers';
import { signedInOnly } from '../../plugins/auth';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { feedOf, feedText, renewFeed, revokeFeed } from './calendar-feed.service';

const failures = errors(400, 401, 403, 404);
const tags = ['calendar'];

/** The calendar as a link a calendar app subscribes to, beside the one-off download. */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/calendar/:token/jobbel.ics',
    {
      config: { rateLimit: RATE_LIMITS.calendarFeed },
      schema: {
        tags,
        summary: 'The subscribed calendar (text/calendar), read by calendar apps without signing in',
        description: 'The link itself is the key: whoever has it reads the shifts, until it is revoked.',
        params: z.object({ token: calendarFeedTokenSchema }),
        response: { 200: z.string(), ...failures },
      },
    },
    async (request, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .send(await feedText(app.db, request.params.token, app.config.PUBLIC_URL)),
  );
  await app.register(ownFeedRoutes);
};

/** The signed-in person's subscription link: whether there is one, a new one, none. */
const ownFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);
  app.get(
    '/calendar/feed',
    {
      schema: {
        tags,
        summary: 'Whether the account has a subscription link, and since when (never the link itself)',
        response: { 200: calendarFeedSchema, ...failures },
      },
    },
    async (request) => feedOf(app.db, request.session),
  );

  app.post(
    '/calendar/feed',
    {
      schema: {
        tags,
        summary: 'A new subscription link, shown this once; an earlier link stops working',
        response: { 200: calendarFeedSchema, ...failures },
      },
    },
    async (request) => renewFeed(app.db, request.session, app.config.PUBLIC_URL),
  );

  app.delete(
    '/calendar/feed',
    {
      schema: {
        tags,
        summary: 'Revoke the subscription link: calendar apps get nothing more from it',
        response: { 200: calendarFeedSchema, ...failures },
      },
    },
    async (request) => revokeFeed(app.db, request.session),
  );
};
