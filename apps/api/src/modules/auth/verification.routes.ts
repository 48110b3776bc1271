import { messageResponseSchema } from '@jobbel/shared/app/error.schemas';
import { idSchema } from '@jobbel/shared/app/primitive.schemas';
import { sendCodeSchema, verifyCodeSchema } from '@jobbel/shared/auth/login.schemas';
import { forgotPasswordSchema, resetPasswordSchema } from '@jobbel/shared/auth/password.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/error-answers';
import { t } from '../../lib/i18n';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import {
  requestPasswordReset,
  resetPassword,
  sendVerificationCode,
  verifyEmail,
} from './verification.service';

const failures = errors(400, 409, 429);

/** Work without a token: the login page needs them (docs/decisions/email-codes.md). */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/confirmemail',
    {
      config: { rateLimit: RATE_LIMITS.sendCode },
      schema: {
        tags: ['auth'],
        summary: 'Mail a 6-digit verification code to the user',
        querystring: z.object({ id: idSchema }),
        body: sendCodeSchema,
        response: { 200: messageResponseSchema, ...failures },
      },
    },
    async (request) => {
      await sendVerificationCode(app.db, app.cipher, request.query.id, request.body.email);
      return { message: t('api.auth.verificationCodeSent') };
    },
  );

  app.post(
    '/confirmemail',
    {
      config: { rateLimit: RATE_LIMITS.checkCode },
      schema: {
        tags: ['auth'],
        summary: 'Verify the emailed code',
        querystring: z.object({ verify: z.literal('1') }),
        body: verifyCodeSchema,
        response: { 200: messageResponseSchema, ...failures },
      },
    },
    async (request) => {
      await verifyEmail(app.db, app.cipher, request.body);
      return { message: t('api.auth.emailVerified') };
    },
  );

  app.post(
    '/password/forgot',
    {
      config: { rateLimit: RATE_LIMITS.sendCode },
      schema: {
        tags: ['auth'],
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema, ...failures },
      },
    },
    async (request) => {
      await requestPasswordReset(app.db, app.cipher, request.body.email);
      return { message: t('api.auth.ifThisEmailIsRegistered') };
    },
  );

  app.post(
    '/password/reset',
    {
      config: { rateLimit: RATE_LIMITS.checkCode },
      schema: {
        tags: ['auth'],
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema, ...failures },
      },
    },
    async (request) => {
      await resetPassword(app.db, app.cipher, request.body);
      return { message: t('api.auth.passwordChanged') };
    },
  );
};
