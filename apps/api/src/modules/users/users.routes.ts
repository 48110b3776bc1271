import { pageOf } from '@jobbel/shared/app/page.schemas';
import { idSchema } from '@jobbel/shared/app/primitive.schemas';
import { userCreateSchema, userUpdateSchema } from '@jobbel/shared/auth/register.schemas';
import { userSchema } from '@jobbel/shared/users/user.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/error-answers';
import { badRequest } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import { pagingQuerySchema } from '../../lib/paging';
import { signedInOnly } from '../../plugins/auth';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { readUploadedImage, removeOwnUpload } from '../uploads/uploads.plugin';
import {
  deleteUser,
  getUser,
  getUserByAccount,
  listAllUsers,
  registerUser,
  setUserAvatar,
  updateUserProfile,
} from './users.service';

const userListSchema = pageOf(userSchema);

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(userRegistrationRoutes);
  await app.register(signedInUserRoutes);
};

/** Step 2 of registration, with the client token of step 1 (or a user's token). */
const userRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app, ['client', 'user']);
  app.post(
    '/users',
    {
      config: { rateLimit: RATE_LIMITS.register },
      schema: {
        tags: ['users'],
        summary: 'Register the user of the account the client-credentials token belongs to',
        body: userCreateSchema,
        response: {
          201: z.object({ userID: z.number(), user: userSchema }),
          ...errors(400, 403, 409),
        },
      },
    },
    async (request, reply) => {
      const user = await registerUser(app.db, app.cipher, request.session, request.body);
      return reply.code(201).send({ userID: user.userID, user });
    },
  );
};

/** Reading, changing and deleting workers' profiles, and their avatars. */
const signedInUserRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);

  app.get(
    '/users',
    {
      schema: {
        tags: ['users'],
        summary: 'One user by id or userAccountID; without either, every user (administrators only)',
        querystring: pagingQuerySchema.extend({
          id: idSchema.optional(),
          userAccountID: idSchema.optional(),
        }),
        response: { 200: z.union([userSchema, userListSchema]), ...errors(404) },
      },
    },
    async (request) => {
      const auth = request.session;
      const { id, userAccountID } = request.query;
      if (id !== undefined) return getUser(app.db, app.cipher, auth, id);
      if (userAccountID !== undefined) return getUserByAccount(app.db, app.cipher, auth, userAccountID);
      return listAllUsers(app.db, app.cipher, auth, request.query);
    },
  );

  app.put(
    '/users',
    {
      schema: {
        tags: ['users'],
        querystring: z.object({ id: idSchema.optional() }),
        body: userUpdateSchema,
        response: { 200: userSchema, ...errors(400, 403, 409) },
      },
    },
    async (request) => {
      if (request.query.id === undefined)
        throw badRequest('validation_error', t('api.common.idRequired'), {
          fields: { id: t('api.common.idRequired') },
        });
      return updateUserProfile(app.db, app.cipher, request.session, request.query.id, request.body);
    },
  );

  app.delete(
    '/users/:id',
    { schema: { tags: ['users'], params: z.object({ id: idSchema }) } },
    async (request, reply) => {
      const auth = request.session;
      await deleteUser(app.db, auth, request.params.id);
      request.log.info({ userID: request.params.id, by: auth.accountID }, 'user deleted');
      return reply.code(204).send();
    },
  );

  app.post(
    '/useravatar',
    {
      config: { rateLimit: RATE_LIMITS.upload },
      schema: {
        tags: ['users'],
        summary:
          'multipart fields "userID" and "avatar" (JPEG, PNG, GIF or WebP under 3 MB); your own avatar only',
        response: {
          200: z.object({
            avatarUrl: z.string(),
            userAvatar: z.string(),
            url: z.string(),
            avatarVersion: z.number(),
          }),
          ...errors(403),
        },
      },
    },
    async (request) => {
      const auth = request.session;
      const { image, fields } = await readUploadedImage(request, { field: 'avatar' });
      const target = fields.userID ? (idSchema.safeParse(fields.userID).data ?? null) : auth.userID;
      const { url, replaced, avatarVersion, ownerAccountID } = await setUserAvatar(
        app.db,
        auth,
        target,
        image,
      );
      await removeOwnUpload(app.db, replaced, ownerAccountID);
      return { avatarUrl: url, userAvatar: url, url, avatarVersion };
    },
  );
};
