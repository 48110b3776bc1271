import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * helmet's security headers on every answer, made once: @fastify/helmet built helmet's middleware anew
 * for every request, reading its whole configuration each time (about 80 µs a request, 2.6 % of the
 * server's time in the national-scale mix; docs/decisions/national-scale.md). The headers are the same.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const setHeaders = helmet({
    // no upgrade-insecure-requests: a plain-http install on a LAN address must still load its assets;
    // https images: employers may give a banner by its web address (docs/decisions/uploads.md)
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:', 'blob:', 'https:'], 'upgrade-insecure-requests': null },
    },
  });
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
}
