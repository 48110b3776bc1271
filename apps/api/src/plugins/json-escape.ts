import type { FastifyInstance } from 'fastify';

/**
 * Every JSON answer carries `<` as `\u003c`: the web client cuts an answer at the first
 * `<script` (spec 000 §1), so a job titled "Kok <script" would otherwise empty the job feed. In JSON a
 * `<` can only stand inside a string, where the escape reads as the same character.
 */
export function registerJsonEscape(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (typeof payload !== 'string' || !payload.includes('<')) return payload;
    const type = reply.getHeader('content-type');
    return typeof type === 'string' && type.startsWith('application/json')
      ? payload.replaceAll('<', '\\u003c')
      : payload;
  });
}
