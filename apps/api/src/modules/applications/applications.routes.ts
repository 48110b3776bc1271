import { idSchema } from '@jobbel/shared/app/primitive.schemas';
import { JOBS_AT_ONCE } from '@jobbel/shared/applications/application.constants';
import {
  APPLICANTS_PAGE_SIZE,
  APPLICATIONS_PAGE_SIZE,
  applicationBriefListSchema,
  applicationListSchema,
  applicationSchema,
  applicationStatusPayloadSchema,
  applicationsOfJobsQuerySchema,
  applyPayloadSchema,
  jobApplicationListSchema,
  ownApplicationsQuerySchema,
} from '@jobbel/shared/applications/application.schemas';
import { engagementCheckSchema } from '@jobbel/shared/engagements/engagement-check.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/error-answers';
import { badRequest } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import { signedInOnly } from '../../plugins/auth';
import {
  applicationsOfJob,
  applicationsOfUser,
  apply,
  changeApplicationStatus,
  engagementCheckOf,
} from './applications.service';
import { applicationsOfJobs } from './applications-of-jobs';

const failures = errors(400, 403, 404, 409, 410);

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);
  app.post(
    '/jobapplications',
    {
      schema: {
        tags: ['applications'],
        summary: 'Apply for a job (workers only, once per job)',
        body: applyPayloadSchema,
        response: { 201: applicationSchema, ...failures },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await apply(app.db, app.config.PUBLIC_URL, request.session, request.body)),
  );

  app.get(
    '/jobapplications',
    {
      schema: {
        tags: ['applications'],
        summary: `Your own applications (userID: newest first, ${APPLICATIONS_PAGE_SIZE} a page; with jobID the one to that job; with startsFrom and startsBefore those starting on those days), or the applications to a job you posted (jobID alone: newest first, ${APPLICANTS_PAGE_SIZE} a page, each with the applicant's record)`,
        querystring: ownApplicationsQuerySchema,
        response: { 200: z.union([jobApplicationListSchema, applicationListSchema]), ...failures },
      },
    },
    async (request) => {
      const auth = request.session;
      const { userID, ...filter } = request.query;
      if (userID !== undefined) return applicationsOfUser(app.db, auth, userID, filter);
      if (filter.jobID !== undefined) return applicationsOfJob(app.db, auth, filter.jobID, filter);
      throw badRequest('validation_error', t('api.applications.useridOrJobidOneOf'));
    },
  );

  app.get(
    '/jobapplications/of-jobs',
    {
      schema: {
        tags: ['applications'],
        summary: `The applications to up to ${JOBS_AT_ONCE} jobs you posted, in brief (status, hours, who): what your overview counts, without records`,
        querystring: applicationsOfJobsQuerySchema,
        response: { 200: applicationBriefListSchema, ...failures },
      },
    },
    async (request) => applicationsOfJobs(app.db, request.session, request.query.jobIDs),
  );

  app.get(
    '/jobapplications/engagement',
    {
      schema: {
        tags: ['applications'],
        summary: 'Before accepting: the regimes the law allows for this worker on this shift, with warnings',
        description:
          'Each regime (student, flexi, extra, ordinary) is allowed or refused with the rule and its figure; accepting takes `suggested` unless the business chooses.',
        querystring: z.object({ id: idSchema }),
        response: { 200: engagementCheckSchema, ...failures },
      },
    },
    async (request) => engagementCheckOf(app.db, request.session, request.query.id),
  );

  app.put(
    '/jobapplications',
    {
      schema: {
        tags: ['applications'],
        summary: 'Accept or reject (the business that posted the job), or withdraw (the worker who applied)',
        querystring: z.object({ id: idSchema }),
        body: applicationStatusPayloadSchema,
        response: { 200: applicationSchema, ...failures },
      },
    },
    async (request) =>
      changeApplicationStatus(
        app.db,
        app.config.PUBLIC_URL,
        request.session,
        request.query.id,
        request.body.jobApplicationStatus,
        request.body.jobApplicationRegime,
      ),
  );
};
