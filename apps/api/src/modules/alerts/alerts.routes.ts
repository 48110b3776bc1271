import { alertChangeSchema, alertListSchema, alertPayloadSchema } from '@jobbel/shared/alerts/alert.schemas';
import { idSchema } from '@jobbel/shared/app/primitive.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/error-answers';
import { signedInOnly } from '../../plugins/auth';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { alertsOf, changeAlert, saveAlert } from './alerts.service';

const failures = errors(400, 403, 404, 409);
const tags = ['alerts'];
const byId = z.object({ id: idSchema });

/** A worker's saved searches that announce newly posted jobs (instant or a daily digest). */
export const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);
  const answers = { 200: alertListSchema, ...failures };

  app.get(
    '/jobalerts',
    { schema: { tags, summary: 'The own job alerts, newest first', response: answers } },
    async (request) => alertsOf(app.db, request.session),
  );

  app.post(
    '/jobalerts',
    {
      config: { rateLimit: RATE_LIMITS.alert },
      schema: {
        tags,
        summary: 'Save the current search as an alert (at most 10)',
        description:
          'A newly posted job that this search would list is announced once per worker: in the app, and by mail at once (`instant`) or in one digest a day from 08:00 Europe/Brussels (`daily`), as the `jobAlerts` setting allows.',
        body: alertPayloadSchema,
        response: { 201: alertListSchema, ...failures },
      },
    },
    async (request, reply) => reply.code(201).send(await saveAlert(app.db, request.session, request.body)),
  );

  app.put(
    '/jobalerts',
    {
      schema: {
        tags,
        summary: 'Rename an own alert or change how often it mails',
        querystring: byId,
        body: alertChangeSchema,
        response: answers,
      },
    },
    async (request) => changeAlert(app.db, request.session, request.query.id, request.body),
  );

  app.delete(
    '/jobalerts',
    { schema: { tags, summary: 'Delete an own alert', querystring: byId, response: answers } },
    async (request) => changeAlert(app.db, request.session, request.query.id, null),
  );
};
