import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/env';
import { urlWithoutSecrets } from '../lib/log-url';

const SECRET_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'body.password',
  'body.userPassword',
  'body.code',
  'body.client_secret',
];

/** JSON lines in production and tests (for log collectors), readable lines while developing. */
export function loggerOptions(config: AppConfig) {
  const readable = config.NODE_ENV === 'development' && config.LOG_LEVEL !== 'silent';
  return {
    level: config.LOG_LEVEL,
    redact: { paths: SECRET_PATHS, censor: '[redacted]' },
    // Fastify's own request fields, with the address's secrets taken out
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: urlWithoutSecrets(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(readable ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
  };
}
