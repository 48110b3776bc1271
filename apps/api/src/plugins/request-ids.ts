import type { FastifyInstance } from 'fastify';
import { runInRequestScope } from '../lib/request-id';

/**
 * docs/operations.md, logs: every answer names its request in `X-Request-Id`, and every `{error,
 * message}` body in `requestId`, so that a person can quote it ("Foutcode") and an operator find every
 * log line of that request, and of the mails and pushes it caused.
 */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    // what the request queues (a mail, a push) is stamped with its id (lib/request-id.ts)
    runInRequestScope(request.id, done);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string' || !payload.startsWith('{')) return payload;
    const body = JSON.parse(payload) as Record<string, unknown>;
    if (typeof body.error !== 'string' || typeof body.message !== 'string') return payload;
    return JSON.stringify({ ...body, requestId: request.id });
  });
}
