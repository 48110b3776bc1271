import { apiErrorSchema } from '@jobbel/shared/app/error.schemas';
import { userSettingsChangeSchema, userSettingsSchema } from '@jobbel/shared/settings/settings.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAuth } from '../../plugins/auth';
import { ownSettings, saveOwnSettings } from './settings.service';

/** docs/decisions/sample-data-screens.md: notification and privacy choices of the signed-in user, kept on the server. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/usersettings',
    {
      preHandler: requireAuth(),
      schema: { tags: ['settings'], response: { 200: userSettingsSchema, 403: apiErrorSchema } },
    },
    async (request) => ownSettings(app.db, authOf(request)),
  );
  app.put(
    '/usersettings',
    {
      preHandler: requireAuth(),
      schema: {
        tags: ['settings'],
        body: userSettingsChangeSchema,
        response: { 200: userSettingsSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => saveOwnSettings(app.db, authOf(request), request.body),
  );
};
