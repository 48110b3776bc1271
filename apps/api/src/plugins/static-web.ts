import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built web app; any path outside /api answers index.html so the client router decides. */
export async function registerStaticWeb(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`web app not built (${indexFile} missing); run npm run build`);
    return;
  }
  await app.register(fastifyStatic, { root: webDistDir, wildcard: false, index: false });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    return reply.sendFile('index.html');
  });
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendFile('index.html'));
}
