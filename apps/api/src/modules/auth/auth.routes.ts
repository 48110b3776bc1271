import { messageResponseSchema } from '@jobbel/shared/app/error.schemas';
import {
  clientCredentialsSchema,
  loginRequestSchema,
  tokenResponseSchema,
} from '@jobbel/shared/auth/login.schemas';
import { changePasswordSchema, passwordConfirmationSchema } from '@jobbel/shared/auth/password.schemas';
import { meResponseSchema, revealedInszSchema } from '@jobbel/shared/users/user.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../lib/error-answers';
import { HttpError } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import { signedInOnly } from '../../plugins/auth';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import {
  changePassword,
  currentSession,
  exchangeClientCredentials,
  login,
  logout,
  revealOwnInsz,
} from './auth.service';
import { refreshLoginSession } from './login-session.service';

const noStore = { 'cache-control': 'no-store', pragma: 'no-cache' };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/oauth2/token',
    {
      config: { rateLimit: RATE_LIMITS.token },
      schema: {
        tags: ['auth'],
        summary:
          'RFC 6749 §4.4 client credentials grant (form body or HTTP Basic client authentication), or §6 refresh_token grant: the next pair of a login session',
        response: { 200: tokenResponseSchema, ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const grant = readGrant(request);
      if (grant.type === 'refresh_token') return refreshLoginSession(app.db, grant.refreshToken);
      return exchangeClientCredentials(app.db, grant.clientId, grant.clientSecret);
    },
  );

  app.post(
    '/login',
    {
      config: { rateLimit: RATE_LIMITS.login },
      schema: {
        tags: ['auth'],
        body: loginRequestSchema,
        response: { 200: tokenResponseSchema, ...errors(401, 403, 429) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return login(app.db, app.caches.failedLogins, request.body);
    },
  );
  await app.register(sessionRoutes);
};

/** The signed-in session: who it is, signing out, a new password. */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);
  app.get(
    '/me',
    {
      schema: { tags: ['auth'], response: { 200: meResponseSchema, ...errors(401) } },
    },
    async (request) => currentSession(app.db, app.cipher, request.session),
  );

  app.post(
    '/me/insz',
    {
      config: { rateLimit: RATE_LIMITS.login },
      schema: {
        tags: ['auth'],
        summary: 'Her own national register number in full, after her password; /me shows it masked',
        body: passwordConfirmationSchema,
        response: { 200: revealedInszSchema, ...errors(400, 403, 429) },
      },
    },
    async (request) =>
      revealOwnInsz(app.db, app.cipher, app.caches.failedLogins, request.session, request.body),
  );

  app.delete(
    '/logout',
    { schema: { tags: ['auth'], response: { 200: messageResponseSchema } } },
    async (request) => {
      await logout(app.db, request.session);
      return { message: t('api.auth.loggedOut') };
    },
  );

  app.put(
    '/password',
    {
      config: { rateLimit: RATE_LIMITS.login },
      schema: { tags: ['auth'], body: changePasswordSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await changePassword(app.db, request.session, request.body);
      return { message: t('api.auth.passwordChanged') };
    },
  );
};

/** RFC 6749 §2.3.1: HTTP Basic is preferred for client credentials; the form body is allowed. */
function readGrant(request: FastifyRequest) {
  const parsed = clientCredentialsSchema.safeParse(request.body ?? {});
  if (!parsed.success) throw new HttpError(400, 'invalid_request', t('api.auth.theRequestBodyIsNot'));
  const form = parsed.data;
  if (form.grant_type === 'refresh_token') {
    if (!form.refresh_token)
      throw new HttpError(400, 'invalid_request', t('api.auth.theRequestBodyIsNot'), {
        error_description: 'refresh_token is required.',
      });
    return { type: 'refresh_token' as const, refreshToken: form.refresh_token };
  }
  if (form.grant_type !== 'client_credentials') {
    throw new HttpError(400, 'unsupported_grant_type', t('api.auth.onlyGrantTypeClientCredentials'), {
      error_description: 'Only grant_type=client_credentials and grant_type=refresh_token are supported.',
    });
  }
  const basic = request.headers.authorization?.match(/^Basic (.+)$/);
  if (basic?.[1]) {
    const [clientId = '', clientSecret = ''] = Buffer.from(basic[1], 'base64').toString('utf8').split(':');
    return {
      type: 'client_credentials' as const,
      clientId: decodeURIComponent(clientId),
      clientSecret: decodeURIComponent(clientSecret),
    };
  }
  if (!form.client_id || !form.client_secret) {
    throw new HttpError(400, 'invalid_request', t('api.auth.clientIdAndClientSecret'), {
      error_description: 'client_id and client_secret are required.',
    });
  }
  return { type: 'client_credentials' as const, clientId: form.client_id, clientSecret: form.client_secret };
}
