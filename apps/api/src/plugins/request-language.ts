import { negotiateLanguage } from '@jobbel/shared/i18n/locales';
import type { FastifyInstance } from 'fastify';
import { currentLanguage, inLanguage, switchLanguage } from '../lib/i18n';

/**
 * Each request answers in its reader's language: Accept-Language first (a visitor), then, once the
 * bearer token is read, the account's own choice (docs/decisions/texts.md). Everything the request
 * writes with `t()`, its errors included, follows.
 */
export function registerRequestLanguage(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    inLanguage(negotiateLanguage(request.headers['accept-language']), done);
  });
  app.addHook('preValidation', async (request) => {
    if (request.auth?.language) switchLanguage(request.auth.language);
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-language', currentLanguage());
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
  });
}
