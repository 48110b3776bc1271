import { idSchema } from '@jobbel/shared/app/primitive.schemas';
import { MAIL_CATEGORIES } from '@jobbel/shared/notifications/notification.constants';
import {
  notificationListQuerySchema,
  notificationListSchema,
} from '@jobbel/shared/notifications/notification.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/error-answers';
import { escapeHtml } from '../../lib/escape-html';
import { currentLanguage, t } from '../../lib/i18n';
import { signedInOnly } from '../../plugins/auth';
import { bellStreamRoute } from './bell-stream.route';
import { markRead, notificationsOf, unsubscribe } from './notifications.service';

const failures = errors(400, 403, 404);
const tags = ['notifications'];

const unsubscribeQuery = z.object({
  user: idSchema,
  category: z.enum(MAIL_CATEGORIES),
  token: z.string().min(1).max(100),
});

/** The bell's notifications, and the one-click unsubscribe link of every mail. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058: mail clients may POST the same link; a person clicking it in the mail sends a GET
  for (const method of ['GET', 'POST'] as const)
    app.route({
      method,
      url: '/unsubscribe',
      schema: {
        tags,
        summary: 'Turn one kind of mail off from the link in the mail itself, without logging in',
        description:
          'The link carries the user, the kind of mail (`email`, `jobAlerts`, `messages`) and the user’s mail token.',
        querystring: unsubscribeQuery,
        response: { 200: z.string(), ...failures },
      },
      handler: async (request, reply) => {
        const { user, category, token } = request.query;
        await unsubscribe(app.db, user, category, token);
        return reply
          .type('text/html; charset=utf-8')
          .send(
            `<!doctype html><html lang="${currentLanguage()}"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Jobbel</title><p style="font-family:sans-serif;max-width:32rem;margin:3rem auto">${escapeHtml(t('mail.unsubscribe.done'))}</p></html>`,
          );
      },
    });
  await app.register(ownNotificationRoutes);
};

/** The signed-in person's own notices. */
const ownNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);
  await app.register(bellStreamRoute);
  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: 'The own notifications, newest first, 50 a page, with the number unread',
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, ...failures },
      },
    },
    async (request) => notificationsOf(app.db, request.session, request.query.after),
  );

  app.post(
    '/notifications/read',
    {
      schema: {
        tags,
        summary: 'Mark one own notification read (id), or all of them (no id)',
        querystring: z.object({ id: idSchema.optional() }),
        response: { 200: notificationListSchema, ...failures },
      },
    },
    async (request) => markRead(app.db, request.session, request.query.id),
  );
};
