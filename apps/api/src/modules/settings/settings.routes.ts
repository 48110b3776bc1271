import { userSettingsChangeSchema, userSettingsSchema } from '@jobbel/shared/settings/settings.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../lib/error-answers';
import { signedInOnly } from '../../plugins/auth';
import { ownSettings, saveOwnSettings } from './settings.service';

/** docs/decisions/sample-data-screens.md: notification and privacy choices of the signed-in user, kept on the server. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);
  app.get(
    '/usersettings',
    {
      schema: { tags: ['settings'], response: { 200: userSettingsSchema, ...errors(403) } },
    },
    async (request) => ownSettings(app.db, request.session),
  );
  app.put(
    '/usersettings',
    {
      schema: {
        tags: ['settings'],
        body: userSettingsChangeSchema,
        response: { 200: userSettingsSchema, ...errors(400, 403) },
      },
    },
    async (request) => saveOwnSettings(app.db, request.session, request.body),
  );
};
