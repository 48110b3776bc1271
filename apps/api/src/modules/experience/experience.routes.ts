import { messageResponseSchema } from '@jobbel/shared/app/error.schemas';
import { idSchema } from '@jobbel/shared/app/primitive.schemas';
import {
  workExperienceListSchema,
  workExperiencePayloadSchema,
  workExperienceSchema,
} from '@jobbel/shared/experience/experience.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/error-answers';
import { t } from '../../lib/i18n';
import { pagingQuerySchema } from '../../lib/paging';
import { signedInOnly } from '../../plugins/auth';
import { addExperience, changeExperience, listExperience, removeExperience } from './experience.service';

const failures = errors(400, 403, 404);

export const experienceRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);
  app.get(
    '/workexperiences',
    {
      schema: {
        tags: ['experience'],
        querystring: pagingQuerySchema.extend({ userID: idSchema }),
        response: { 200: workExperienceListSchema, ...failures },
      },
    },
    async (request) => listExperience(app.db, request.session, request.query.userID, request.query),
  );
  app.post(
    '/workexperiences',
    {
      schema: {
        tags: ['experience'],
        body: workExperiencePayloadSchema,
        response: { 201: workExperienceSchema, ...failures },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addExperience(app.db, request.session, request.body)),
  );
  app.put(
    '/workexperiences',
    {
      schema: {
        tags: ['experience'],
        querystring: z.object({ workExperienceID: idSchema }),
        body: workExperiencePayloadSchema,
        response: { 200: workExperienceSchema, ...failures },
      },
    },
    async (request) =>
      changeExperience(app.db, request.session, request.query.workExperienceID, request.body),
  );
  app.delete(
    '/workexperiences/:id',
    {
      schema: {
        tags: ['experience'],
        params: z.object({ id: idSchema }),
        response: { 200: messageResponseSchema, ...failures },
      },
    },
    async (request) => {
      await removeExperience(app.db, request.session, request.params.id);
      return { message: t('api.experience.workExperienceRemoved') };
    },
  );
};
