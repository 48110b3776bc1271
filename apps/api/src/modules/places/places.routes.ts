import { placeListResponseSchema, placeSuggestionsQuerySchema } from '@jobbel/shared/places/place.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../lib/error-answers';
import { suggestPlaces } from './places';

export const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/places',
    {
      schema: {
        tags: ['places'],
        summary: 'Belgian towns for the location field, as the worker types',
        querystring: placeSuggestionsQuerySchema,
        response: { 200: placeListResponseSchema, ...errors(400) },
      },
    },
    async (request, reply) => {
      const data = suggestPlaces(request.query.q);
      // the same for everyone and it changes only with a release
      reply.header('cache-control', 'public, max-age=86400');
      return { data, count: data.length, total: data.length };
    },
  );
};
