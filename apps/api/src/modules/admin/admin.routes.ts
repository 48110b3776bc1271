import {
  adminJobPageSchema,
  adminJobQuerySchema,
  adminOverviewSchema,
  adminUserPageSchema,
  adminUserQuerySchema,
} from '@jobbel/shared/admin/admin.schemas';
import { apiErrorSchema } from '@jobbel/shared/app/error.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAuth } from '../../plugins/auth';
import { adminJobs, adminOverview, adminUsers, assertAdmin } from './admin.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Read side of the admin dashboard; deleting uses DELETE /users/{id} and DELETE /jobs?id=, which admins may call. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', async (request) => {
    await requireAuth()(request);
    assertAdmin(authOf(request));
  });
  app.get(
    '/admin/overview',
    { schema: { tags: ['admin'], response: { 200: adminOverviewSchema, ...errors } } },
    async () => adminOverview(app.db),
  );
  app.get(
    '/admin/users',
    {
      schema: {
        tags: ['admin'],
        querystring: adminUserQuerySchema,
        response: { 200: adminUserPageSchema, ...errors },
      },
    },
    async (request) => adminUsers(app.db, request.query),
  );
  app.get(
    '/admin/jobs',
    {
      schema: {
        tags: ['admin'],
        querystring: adminJobQuerySchema,
        response: { 200: adminJobPageSchema, ...errors },
      },
    },
    async (request) => adminJobs(app.db, request.query),
  );
};
