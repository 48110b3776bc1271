import {
  employerLegalPayloadSchema,
  employerLegalSchema,
} from '@jobbel/shared/engagements/employer-legal.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../lib/error-answers';
import { signedInOnly } from '../../plugins/auth';
import { ownEmployerLegal, saveOwnEmployerLegal } from './employer-legal.service';

const tags = ['engagements'];

/** The signed-in business's legal details: what a Dimona and the exports need. */
export const employerLegalRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);

  app.get(
    '/employerlegal',
    {
      schema: {
        tags,
        summary: 'Your business’s legal details: enterprise number, joint committee, places of work',
        response: { 200: employerLegalSchema, ...errors(403, 404) },
      },
    },
    async (request) => ownEmployerLegal(app.db, request.session),
  );

  app.put(
    '/employerlegal',
    {
      schema: {
        tags,
        summary: 'Save your business’s legal details (the places of work are replaced as a whole)',
        body: employerLegalPayloadSchema,
        response: { 200: employerLegalSchema, ...errors(400, 403, 404) },
      },
    },
    async (request) => saveOwnEmployerLegal(app.db, request.session, request.body),
  );
};
