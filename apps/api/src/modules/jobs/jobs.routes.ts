import { apiErrorSchema } from '@jobbel/shared/app/error.schemas';
import {
  type JobListResponse,
  jobListQuerySchema,
  jobListResponseSchema,
  jobSchema,
} from '@jobbel/shared/jobs/job.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth';
import { createJobListCache, getJob, searchJobsJson } from './jobs.service';

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = createJobListCache();

  app.get(
    '/jobs',
    {
      preHandler: requireAuth(),
      schema: {
        tags: ['jobs'],
        summary: 'One job by id, or a page of jobs with filters (spec 000 §7)',
        querystring: jobListQuerySchema,
        response: {
          200: z.union([jobSchema, jobListResponseSchema]),
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (request.query.id !== undefined) return getJob(app.db, request.query.id);
      // already JSON text: Fastify sends a string as it is, without serializing it again
      const json: unknown = await searchJobsJson(app.db, cache, request.query);
      return reply.type('application/json; charset=utf-8').send(json as JobListResponse);
    },
  );
};
