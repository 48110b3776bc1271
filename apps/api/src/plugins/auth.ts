import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { TokenKind } from '../db/database';
import type { AuthContext } from '../lib/auth-context';
import { forbidden, HttpError } from '../lib/http-error';
import { t } from '../lib/i18n';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    bearerRejected: boolean;
    /** The session a signed-in scope checked before the handler (signedInOnly); read elsewhere, it throws. */
    readonly session: AuthContext;
    checkedSession: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** the token kinds a signed-in scope admits (signedInOnly) */
    session?: TokenKind[];
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
  app.decorateRequest('checkedSession', null);
  app.decorateRequest('session', {
    getter(this: FastifyRequest) {
      if (!this.checkedSession)
        throw new Error(`request.session read outside a signed-in scope: ${this.url}`);
      return this.checkedSession;
    },
  });
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const { sessionVersion } = await request.changeNumbers();
    const token = header.slice('Bearer '.length).trim();
    request.auth = await resolveSession(token, sessionVersion);
    request.bearerRejected = request.auth === null;
  });
}

/**
 * Every route registered in this scope needs a live token of one of these kinds (a signed-in user by
 * default): one hook checks it before any handler runs, and handlers read it as `request.session`.
 */
export function signedInOnly(scope: FastifyInstance, kinds: TokenKind[] = ['user']): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, session: kinds };
  });
  scope.addHook('preHandler', async (request) => {
    request.checkedSession = authOf(request, kinds);
  });
}

/** Whether a route sits in a signed-in scope, for the API description. */
export function needsSession(route: RouteOptions): boolean {
  return (route.config as { session?: TokenKind[] } | undefined)?.session !== undefined;
}

function authOf(request: FastifyRequest, kinds: TokenKind[]): AuthContext {
  if (request.bearerRejected) throw SESSION_EXPIRED;
  const auth = request.auth;
  if (!auth) throw new HttpError(401, 'unauthorized', t('api.common.pleaseLogInToContinue'));
  if (!kinds.includes(auth.tokenKind))
    throw forbidden(t('api.common.thisTokenMayNotBe'), 'insufficient_scope');
  return auth;
}
