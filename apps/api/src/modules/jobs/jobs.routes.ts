import { idSchema } from '@jobbel/shared/app/primitive.schemas';
import {
  type JobListResponse,
  jobListQuerySchema,
  jobListResponseSchema,
  jobPayloadSchema,
  jobSchema,
} from '@jobbel/shared/jobs/job.schemas';
import { jobPreviewListSchema } from '@jobbel/shared/jobs/job-preview.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/error-answers';
import { signedInOnly } from '../../plugins/auth';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { upcomingJobPreviews } from './job-previews';
import { getJob, searchJobsJson } from './jobs.service';
import { editJob, postJob, removeJob } from './jobs.write-service';
import { jobsWaitingForBusiness } from './jobs-waiting-for-business';

const UPCOMING_JOBS_MAX_AGE_SECONDS = 60;
const writeErrors = errors(400, 403, 404);
const byId = z.object({ id: idSchema });

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobs/upcoming',
    {
      config: { readsOpenJobs: true },
      schema: {
        tags: ['jobs'],
        summary: 'The soonest open jobs, for a signed-out visitor (spec 000 §3: the login carousel)',
        description: 'No sign-in needed: title, business, place, type, hours, start and banner of each.',
        response: { 200: jobPreviewListSchema },
      },
    },
    async (request, reply) => {
      const search = { db: app.db, readRows: app.readRows, cache: app.caches.jobs, openJobs: app.openJobs };
      // the same for every visitor, and a minute old at most
      reply.header('cache-control', `public, max-age=${UPCOMING_JOBS_MAX_AGE_SECONDS}`);
      return upcomingJobPreviews(search, await request.changeNumbers());
    },
  );

  await app.register(signedInJobRoutes);
};

/** Searching jobs, and a business posting, changing and deleting its own. */
const signedInJobRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);
  app.get(
    '/jobs',
    {
      config: { readsOpenJobs: true },
      schema: {
        tags: ['jobs'],
        summary: 'One job by id, or a page of jobs with filters (spec 000 §7)',
        description:
          'Without jobBusinessID only open jobs are listed: active and not started yet. One job by id answers any job; a deleted one answers 410. Page with after=nextCursor (any depth) or offset.',
        querystring: jobListQuerySchema,
        response: {
          200: z.union([jobSchema, jobListResponseSchema]),
          ...errors(400, 404, 410),
        },
      },
    },
    async (request, reply) => {
      if (request.query.id !== undefined) return getJob(app.db, request.query.id);
      // already JSON text: Fastify sends a string as it is, without serializing it again
      const search = { db: app.db, readRows: app.readRows, cache: app.caches.jobs, openJobs: app.openJobs };
      const json: unknown = await searchJobsJson(search, request.query, await request.changeNumbers());
      return reply.type('application/json; charset=utf-8').send(json as JobListResponse);
    },
  );

  app.get(
    '/jobs/waiting',
    {
      schema: {
        tags: ['jobs'],
        summary: "The signed-in business's jobs with something waiting for it",
        description:
          'Jobs still to come with applicants, jobs with hours to decide on, and shifts still to come a worker answered in the last 72 hours; at most 100, soonest first.',
        response: { 200: z.object({ data: z.array(jobSchema) }), ...errors(403, 404) },
      },
    },
    async (request) => ({ data: await jobsWaitingForBusiness(app.db, request.session) }),
  );

  app.post(
    '/jobs',
    {
      config: { rateLimit: RATE_LIMITS.jobPost },
      schema: {
        tags: ['jobs'],
        summary: 'Post a job for the signed-in business',
        body: jobPayloadSchema,
        response: { 201: jobSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      return reply.code(201).send(await postJob(app.db, request.session, request.body));
    },
  );

  app.put(
    '/jobs',
    {
      schema: {
        tags: ['jobs'],
        description:
          'Changing the start, end, place, wage or break of a job with booked workers answers 409 `booked_change` (with `booked`, their number) unless `confirmBooked=1`: each of them must then accept the change.',
        querystring: byId.extend({ confirmBooked: z.enum(['0', '1']).optional() }),
        body: jobPayloadSchema,
        response: { 200: jobSchema, ...writeErrors, ...errors(409) },
      },
    },
    async (request) => {
      return editJob(app.db, request.session, request.query.id, request.body, {
        confirmBooked: request.query.confirmBooked === '1',
        publicUrl: app.config.PUBLIC_URL,
      });
    },
  );

  app.delete(
    '/jobs',
    {
      schema: { tags: ['jobs'], querystring: byId, response: { 204: z.null(), ...writeErrors } },
    },
    async (request, reply) => {
      const auth = request.session;
      await removeJob(app.db, auth, request.query.id, app.config.PUBLIC_URL);
      request.log.info({ jobID: request.query.id, by: auth.accountID }, 'job deleted');
      return reply.code(204).send(null);
    },
  );
};
