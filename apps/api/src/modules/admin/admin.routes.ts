import {
  adminJobPageSchema,
  adminJobQuerySchema,
  adminOverviewSchema,
  adminUserPageSchema,
  adminUserQuerySchema,
} from '@jobbel/shared/admin/admin.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../lib/error-answers';
import { signedInOnly } from '../../plugins/auth';
import { adminJobs, adminOverview, adminUsers, assertAdmin } from './admin.service';

const failures = errors(400, 401, 403);

/** Read side of the admin dashboard; deleting uses DELETE /users/{id} and DELETE /jobs?id=, which admins may call. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);
  app.addHook('preHandler', async (request) => assertAdmin(request.session));
  app.get(
    '/admin/overview',
    { schema: { tags: ['admin'], response: { 200: adminOverviewSchema, ...failures } } },
    async () => adminOverview(app, app.caches.adminCounts),
  );
  app.get(
    '/admin/users',
    {
      schema: {
        tags: ['admin'],
        querystring: adminUserQuerySchema,
        response: { 200: adminUserPageSchema, ...failures },
      },
    },
    async (request) => adminUsers(app, app.caches.adminCounts, request.query),
  );
  app.get(
    '/admin/jobs',
    {
      schema: {
        tags: ['admin'],
        querystring: adminJobQuerySchema,
        response: { 200: adminJobPageSchema, ...failures },
      },
    },
    async (request) => adminJobs(app, app.caches.adminCounts, request.query),
  );
};
