import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { TokenKind } from '../db/database';
import type { AuthContext } from '../lib/auth-context';
import { forbidden, HttpError } from '../lib/http-error';
import { t } from '../lib/i18n';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    bearerRejected: boolean;
  }
}

export const SESSION_EXPIRED = new HttpError(
  401,
  'token_invalid_or_expired',
  t('api.common.yourSessionHasExpiredPlease'),
);

/** The live session of a bearer token, or null (modules/auth/token.service.ts answers it). */
export type ResolveSession = (accessToken: string, sessionVersion: number) => Promise<AuthContext | null>;

/** Reads the bearer token once per request; only routes that need a session refuse a bad one. */
export function registerAuth(app: FastifyInstance, resolveSession: ResolveSession): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('bearerRejected', false);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const { sessionVersion } = await request.changeNumbers();
    const token = header.slice('Bearer '.length).trim();
    request.auth = await resolveSession(token, sessionVersion);
    request.bearerRejected = request.auth === null;
  });
}

const SESSION_CHECK = Symbol('session check');

/** preHandler: a live token of one of these kinds (a signed-in user by default). */
export function requireAuth(kinds: TokenKind[] = ['user']) {
  const check = async (request: FastifyRequest) => {
    authOf(request, kinds);
  };
  return Object.assign(check, { [SESSION_CHECK]: true });
}

/** Whether a route asks for a token (its preHandlers include requireAuth), for the API description. */
export function needsSession(route: RouteOptions): boolean {
  const handlers = [route.preHandler ?? []].flat();
  return handlers.some((handler) => typeof handler === 'function' && SESSION_CHECK in handler);
}

export function authOf(request: FastifyRequest, kinds: TokenKind[] = ['user']): AuthContext {
  if (request.bearerRejected) throw SESSION_EXPIRED;
  const auth = request.auth;
  if (!auth) throw new HttpError(401, 'unauthorized', t('api.common.pleaseLogInToContinue'));
  if (!kinds.includes(auth.tokenKind))
    throw forbidden(t('api.common.thisTokenMayNotBe'), 'insufficient_scope');
  return auth;
}
