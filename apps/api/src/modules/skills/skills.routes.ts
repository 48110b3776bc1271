import { messageResponseSchema } from '@jobbel/shared/app/error.schemas';
import { idSchema } from '@jobbel/shared/app/primitive.schemas';
import {
  userSkillCreateSchema,
  userSkillListSchema,
  userSkillSchema,
  userSkillUpdateSchema,
} from '@jobbel/shared/skills/skill.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/error-answers';
import { t } from '../../lib/i18n';
import { signedInOnly } from '../../plugins/auth';
import { addSkill, changeSkill, listSkills, removeSkill } from './skills.service';

const failures = errors(400, 403, 404);

export const skillRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);
  app.get(
    '/userskills',
    {
      schema: {
        tags: ['skills'],
        querystring: z.object({ userID: idSchema }),
        response: { 200: userSkillListSchema, ...failures },
      },
    },
    async (request) => listSkills(app.db, request.session, request.query.userID),
  );
  app.post(
    '/userskills',
    {
      schema: {
        tags: ['skills'],
        body: userSkillCreateSchema,
        response: { 201: userSkillSchema, ...failures },
      },
    },
    async (request, reply) => reply.code(201).send(await addSkill(app.db, request.session, request.body)),
  );
  app.put(
    '/userskills/:id',
    {
      schema: {
        tags: ['skills'],
        params: z.object({ id: idSchema }),
        body: userSkillUpdateSchema,
        response: { 200: userSkillSchema, ...failures },
      },
    },
    async (request) => changeSkill(app.db, request.session, request.params.id, request.body),
  );
  app.delete(
    '/userskills/:id',
    {
      schema: {
        tags: ['skills'],
        params: z.object({ id: idSchema }),
        response: { 200: messageResponseSchema, ...failures },
      },
    },
    async (request) => {
      await removeSkill(app.db, request.session, request.params.id);
      return { message: t('api.skills.skillRemoved') };
    },
  );
};
