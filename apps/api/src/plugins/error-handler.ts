import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../lib/db-errors';
import { HttpError } from '../lib/http-error';
import { t, translateIssue, translateMessage } from '../lib/i18n';

/** A database restart or failover takes seconds: clients are asked to try again after this many. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * docs/decisions/api-conventions.md: every failure answers `{error, message}`; a validation failure names
 * each field in `fields`, and says what is wrong in `message` in words a person reads.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ error: error.error, message: translateMessage(error.message), ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
        fields[field] ??= translateIssue(issue);
      }
      // the message is for people: each problem once, in words, without field names (those are in `fields`)
      const message = [...new Set(Object.values(fields))].join(' ');
      return reply.code(400).send({ error: 'validation_error', message, fields });
    }
    if (error.statusCode === 429) {
      // the rate limit has set Retry-After: the message says the same in words
      const seconds = Number(reply.getHeader('retry-after')) || 60;
      return reply
        .code(429)
        .send({ error: 'too_many_requests', message: t('api.common.tooManyRequests', { seconds }) });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const { code, key } = clientErrorOf(error);
      return reply.code(error.statusCode).send({ error: code, message: t(key) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ error: 'database_unavailable', message: t('api.common.databaseUnavailable') });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({
      error: 'internal_error',
      message: t('api.common.anUnexpectedServerErrorOccurred'),
    });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({
      error: 'not_found',
      message: t('api.common.noRoute', {
        method: request.method,
        path: request.url.split('?')[0] ?? request.url,
      }),
    });
  });
}

/** A path Fastify refuses before any route (a bad escape, an overlong id) answers like every other refusal. */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  return reply.code(status).send({
    error: status === 414 ? 'uri_too_long' : 'bad_request',
    message: t('api.common.badRequest'),
  });
}

/** Fastify's own refusals keep their code; their English text becomes the catalogue's. */
function clientErrorOf(error: FastifyError) {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { code: 'invalid_json', key: 'api.common.invalidJson' } as const;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'payload_too_large', key: 'api.common.payloadTooLarge' } as const;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code: 'unsupported_media_type', key: 'api.common.unsupportedMediaType' } as const;
    default:
      return { code: 'bad_request', key: 'api.common.badRequest' } as const;
  }
}
