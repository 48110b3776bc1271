import { messageResponseSchema } from '@jobbel/shared/app/error.schemas';
import { idSchema } from '@jobbel/shared/app/primitive.schemas';
import { forgotPasswordSchema } from '@jobbel/shared/auth/password.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/error-answers';
import { signedInOnly } from '../../plugins/auth';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { changeUnconfirmedEmail } from './verification.service';

/** The registration chain's client token corrects a mistyped address before it is confirmed. */
export const registrationEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app, ['client']);
  app.put(
    '/users/email',
    {
      config: { rateLimit: RATE_LIMITS.sendCode },
      schema: {
        tags: ['auth'],
        summary: 'Correct the address of a registration that is not confirmed yet, and mail it a new code',
        querystring: z.object({ id: idSchema }),
        body: forgotPasswordSchema,
        response: {
          200: messageResponseSchema,
          ...errors(400, 401, 404, 409, 429),
        },
      },
    },
    async (request) =>
      changeUnconfirmedEmail(app.db, app.cipher, request.session, request.query.id, request.body.email),
  );
};
