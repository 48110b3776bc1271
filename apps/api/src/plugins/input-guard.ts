import { inputProblem, MAX_INPUT_DEPTH } from '@jobbel/shared/app/primitive.schemas';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http-error';
import { t } from '../lib/i18n';

/**
 * The largest real JSON payload is a job: a 20,000-character description plus its lists, even when
 * every character is escaped. Anything larger is refused before it is parsed.
 */
export const JSON_BODY_LIMIT_BYTES = 256 * 1024;

/**
 * Rules every request obeys before any route sees it, so no route can forget them: no NUL
 * character anywhere in the query, path or body (PostgreSQL refuses to store one), and no nesting
 * deeper than MAX_INPUT_DEPTH (5,000 levels once exhausted the stack: a 500).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['query', request.query],
      ['params', request.params],
      ['body', request.body],
    ] as const) {
      const problem = inputProblem(value);
      if (problem === 'nul')
        throw badRequest('validation_error', t('api.common.partTextMayNotContain', { part }));
      if (problem === 'too_deep')
        throw badRequest('validation_error', t('api.common.partTooDeep', { part, max: MAX_INPUT_DEPTH }));
    }
  });
}
