import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isLanguage, LANGUAGE_COOKIE } from '@jobbel/shared/i18n/locales';
import { parseCookie } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentLanguage, switchLanguage } from '../lib/i18n';

// file names under /assets carry their content hash: a changed file is a new address
const ASSET_CACHE = 'public, max-age=31536000, immutable';
// the page and the service worker must be asked again each time, or a deploy never reaches a phone
const REVALIDATE = 'no-cache';
// a path whose last part has an extension asks for a file (robots.txt, sw.js), never for a screen
const FILE_PATH = /^\/(assets\/.*|[^/]+\.[a-z0-9]+)$/i;

/**
 * Serves the built web app, precompressed (brotli or gzip, made at build time) when the browser takes
 * it. Any other path outside /api answers index.html (the build's copy for that path in the reader's
 * language) so the client router decides; a missing file is a 404, never the page in its place.
 */
export async function registerStaticWeb(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`web app not built (${indexFile} missing); run npm run build`);
    return;
  }
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(response, filePath) {
      const immutable = filePath.startsWith(path.join(webDistDir, 'assets') + path.sep);
      response.header('cache-control', immutable ? ASSET_CACHE : REVALIDATE);
    },
  });
  // copies of index.html the build prepared per language, with a screen's chunks named for preloading
  // (login.fr-BE.html for /login read in French; index.fr-BE.html for any other screen), in the language
  // chosen on this browser (its cookie), else the one its Accept-Language asks for
  const preparedPages = new Set(fs.readdirSync(webDistDir).filter((file) => file.endsWith('.html')));
  const sendPage = (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const chosen = parseCookie(request.headers.cookie ?? '')[LANGUAGE_COOKIE];
    if (isLanguage(chosen)) switchLanguage(chosen);
    reply.header('vary', 'Cookie');
    const language = currentLanguage();
    const page = [`${pathname.slice(1)}.${language}.html`, `index.${language}.html`].find((file) =>
      preparedPages.has(file),
    );
    return reply.header('cache-control', REVALIDATE).sendFile(page ?? 'index.html');
  };
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? request.url;
    if (pathname.startsWith('/api/') || FILE_PATH.test(pathname)) return reply.callNotFound();
    return sendPage(request, reply, pathname);
  });
  app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply, '/'));
}
