import { idSchema } from '@jobbel/shared/app/primitive.schemas';
import {
  dimonaDeclaredPayloadSchema,
  dimonaInszSchema,
  dimonaTaskListSchema,
  dimonaTaskSchema,
  inszDisclosureListSchema,
} from '@jobbel/shared/engagements/dimona.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/error-answers';
import { signedInOnly } from '../../plugins/auth';
import {
  cancelDimona,
  declareDimona,
  inszForDimona,
  ownDimonaTasks,
  ownInszDisclosures,
} from './dimona.service';

const tags = ['engagements'];
const query = z.object({ id: idSchema });

/** The Dimona of each engagement, as the business files it (Jobbel does not file it itself). */
export const dimonaRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);

  app.get(
    '/dimona',
    {
      schema: {
        tags,
        summary: 'Your engagements with a Dimona: to declare (with the deadline), declared, to cancel',
        response: { 200: dimonaTaskListSchema, ...errors(403, 404) },
      },
    },
    async (request) => ownDimonaTasks(app.db, request.session),
  );

  app.get(
    '/jobapplications/dimona/insz',
    {
      schema: {
        tags,
        summary: 'The worker’s national register number, to file her Dimona (each showing is recorded)',
        description:
          'Only for the business that engaged her; she sees every showing in her privacy settings.',
        querystring: query,
        response: { 200: dimonaInszSchema, ...errors(403, 404, 409) },
      },
    },
    async (request) => inszForDimona(app.db, app.cipher, request.session, request.query.id),
  );

  app.get(
    '/inszdisclosures',
    {
      schema: {
        tags,
        summary: 'Which businesses were shown your national register number, and when',
        response: { 200: inszDisclosureListSchema, ...errors(403) },
      },
    },
    async (request) => ownInszDisclosures(app.db, request.session),
  );

  app.post(
    '/jobapplications/dimona/declared',
    {
      schema: {
        tags,
        summary: 'Record that the Dimona is declared, with the period id the RSZ returned',
        querystring: query,
        body: dimonaDeclaredPayloadSchema,
        response: { 200: dimonaTaskSchema, ...errors(400, 403, 404, 409) },
      },
    },
    async (request) => declareDimona(app.db, request.session, request.query.id, request.body),
  );

  app.post(
    '/jobapplications/dimona/cancelled',
    {
      schema: {
        tags,
        summary: 'Record that the Dimona of a shift that did not happen was cancelled at the RSZ',
        querystring: query,
        response: { 200: dimonaTaskSchema, ...errors(403, 404, 409) },
      },
    },
    async (request) => cancelDimona(app.db, request.session, request.query.id),
  );
};
