import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/error-answers';
import { ownUserID } from '../settings/settings.service';
import { bellOf, listenToBellChanges } from './bell.repository';
import { type BellStream, createBellHub } from './bell-hub';

/** A comment line this often keeps proxies and phones from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;
/**
 * A stream ends after this long and the page opens the next with its current session: a signed-out or
 * expired session stops hearing within this time (docs/decisions/notifications.md).
 */
export const BELL_STREAM_LIFETIME_MS = 15 * 60_000;

/**
 * The bell pushed: one long-lived answer per open page (Server-Sent Events) that says the unread count
 * and the newest notice at once and again whenever they change, on any instance.
 */
export const bellStreamRoute: FastifyPluginAsyncZod = async (app) => {
  const hub = createBellHub(app.db, (error) => app.log.warn({ err: error }, 'bell not told'));
  const changes = listenToBellChanges({
    databaseUrl: app.config.DATABASE_URL,
    onChange: hub.changed,
    onResumed: hub.resumed,
    onError: (error) => app.log.warn({ err: error }, 'bell changes connection lost'),
  });
  // open streams would hold a shutdown until they end of themselves
  app.addHook('preClose', async () => hub.endAll());
  app.addHook('onClose', async () => changes.close());

  app.get(
    '/notifications/stream',
    {
      schema: {
        tags: ['notifications'],
        summary:
          'The bell as it changes: Server-Sent Events, each `bell` event the unread count and newest id',
        description:
          'Answers `text/event-stream` and stays open (for 15 minutes, then the client opens the next). The first event is the bell as it is; each change to the own notifications on any instance sends another. Clients that cannot hold it ask GET /notifications every 30 seconds.',
        response: { 200: z.string(), ...errors(401, 403) },
      },
    },
    async (request, reply) => {
      const userID = ownUserID(request.session);
      const first = await bellOf(app.db, userID);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx would otherwise hold the events back in its buffer
        'x-accel-buffering': 'no',
      });
      const stream: BellStream = {
        userID,
        send: (bell) => raw.write(`event: bell\ndata: ${JSON.stringify(bell)}\n\n`),
        end: () => raw.end(),
      };
      stream.send(first);
      const remove = hub.add(stream);
      const keepAlive = setInterval(() => raw.write(':\n\n'), KEEP_ALIVE_MS);
      const lifetime = setTimeout(() => raw.end(), BELL_STREAM_LIFETIME_MS);
      raw.on('close', () => {
        clearInterval(keepAlive);
        clearTimeout(lifetime);
        remove();
      });
    },
  );
};
