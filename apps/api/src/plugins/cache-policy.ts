import type { FastifyInstance } from 'fastify';

/**
 * API answers carry accounts, applications and profiles: no browser, proxy or shared cache may keep
 * them unless a route says otherwise with a Cache-Control of its own.
 */
export function registerCachePolicy(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
