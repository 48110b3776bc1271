import { messageResponseSchema } from '@jobbel/shared/app/error.schemas';
import { idSchema } from '@jobbel/shared/app/primitive.schemas';
import {
  businessHourCreateSchema,
  businessHourSchema,
  businessHourUpdateSchema,
  businessPayloadSchema,
  businessSchema,
} from '@jobbel/shared/businesses/business.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/error-answers';
import { t } from '../../lib/i18n';
import { signedInOnly } from '../../plugins/auth';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { nameImage, readUploadedImage, removeOwnUpload } from '../uploads/uploads.plugin';
import {
  addBusinessHour,
  assertBusinessAccount,
  changeBusinessHour,
  createBusiness,
  removeBusinessHour,
  setBusinessImage,
  updateOwnBusiness,
} from './businesses.write-service';

const failures = errors(400, 403, 404, 409);
const byId = z.object({ id: idSchema });

/** Everything a business changes about itself; every call acts on the signed-in business only. */
export const businessWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);
  app.post(
    '/businesses',
    {
      schema: {
        tags: ['businesses'],
        body: businessPayloadSchema,
        response: { 201: businessSchema, ...failures },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createBusiness(app.db, request.session, request.body)),
  );

  app.put(
    '/businesses',
    {
      schema: {
        tags: ['businesses'],
        body: businessPayloadSchema,
        response: { 200: businessSchema, ...failures },
      },
    },
    async (request) => {
      const auth = request.session;
      const { business, replaced } = await updateOwnBusiness(app.db, auth, request.body);
      await Promise.all(replaced.map((url) => removeOwnUpload(app.db, url, auth.accountID)));
      return business;
    },
  );

  for (const [path, field, column] of [
    ['/businessavatar', 'avatar', 'businessAvatar'],
    ['/businesscoverpicture', 'cover', 'businessCoverPicture'],
  ] as const) {
    app.post(
      path,
      {
        config: { rateLimit: RATE_LIMITS.upload },
        schema: {
          tags: ['businesses'],
          summary: `multipart field "${field}": JPEG, PNG, GIF or WebP under 3 MB`,
          response: { 200: z.object({ [column]: z.string(), url: z.string() }), ...failures },
        },
      },
      async (request) => {
        const auth = request.session;
        assertBusinessAccount(auth);
        const { image: encoded } = await readUploadedImage(request, { field });
        const image = nameImage(encoded, 'business', auth.accountID);
        const replaced = await setBusinessImage(app.db, auth, column, image);
        await removeOwnUpload(app.db, replaced, auth.accountID);
        return { [column]: image.url, url: image.url };
      },
    );
  }

  app.post(
    '/businesshours',
    {
      schema: {
        tags: ['businesses'],
        body: businessHourCreateSchema,
        response: { 201: businessHourSchema, ...failures },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addBusinessHour(app.db, request.session, request.body)),
  );

  app.put(
    '/businesshours',
    {
      schema: {
        tags: ['businesses'],
        querystring: byId,
        body: businessHourUpdateSchema,
        response: { 200: businessHourSchema, ...failures },
      },
    },
    async (request) => changeBusinessHour(app.db, request.session, request.query.id, request.body),
  );

  app.delete(
    '/businesshours',
    {
      schema: {
        tags: ['businesses'],
        querystring: byId,
        response: { 200: messageResponseSchema, ...failures },
      },
    },
    async (request) => {
      await removeBusinessHour(app.db, request.session, request.query.id);
      return { message: t('api.businesses.businessHourDeleted') };
    },
  );
};
