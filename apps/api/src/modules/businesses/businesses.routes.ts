import { idSchema } from '@jobbel/shared/app/primitive.schemas';
import {
  businessHourListSchema,
  businessListSchema,
  businessSchema,
} from '@jobbel/shared/businesses/business.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/error-answers';
import { pagingQuerySchema } from '../../lib/paging';
import { signedInOnly } from '../../plugins/auth';
import { getBusiness, getBusinessHours, listAllBusinesses } from './businesses.service';

export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);
  app.get(
    '/businesses',
    {
      schema: {
        tags: ['businesses'],
        summary: 'One business by businessID or businessAccountID; without either, a page of businesses',
        querystring: pagingQuerySchema.extend({
          businessID: idSchema.optional(),
          businessAccountID: idSchema.optional(),
        }),
        response: { 200: z.union([businessSchema, businessListSchema]), ...errors(404) },
      },
    },
    async (request) => {
      const { businessID, businessAccountID } = request.query;
      if (businessID !== undefined || businessAccountID !== undefined) {
        return getBusiness(app.db, { businessID, businessAccountID });
      }
      return listAllBusinesses(app.db, request.query);
    },
  );

  app.get(
    '/businesshours',
    {
      schema: {
        tags: ['businesses'],
        summary: "A business's opening hours; without businessID, the signed-in business's own",
        querystring: z.object({ businessID: idSchema.optional() }),
        response: { 200: businessHourListSchema, ...errors(400) },
      },
    },
    async (request) => {
      return getBusinessHours(app.db, request.session, request.query.businessID);
    },
  );
};
