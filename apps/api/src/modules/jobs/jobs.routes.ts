import { apiErrorSchema } from '@jobbel/shared/app/error.schemas';
import { jobListQuerySchema, jobListResponseSchema, jobSchema } from '@jobbel/shared/jobs/job.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth';
import { createJobTotals, getJob, searchJobs } from './jobs.service';

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const totals = createJobTotals();

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
    async (request) => {
      if (request.query.id !== undefined) return getJob(app.db, request.query.id);
      return searchJobs(app.db, totals, request.query);
    },
  );
};
