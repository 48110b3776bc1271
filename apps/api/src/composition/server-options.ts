import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { type AppConfig, isLocalAddress } from '../config/env';
import { requestIdOf } from '../lib/request-id';
import { answerFrameworkError } from '../plugins/error-handler';
import { JSON_BODY_LIMIT_BYTES } from '../plugins/input-guard';
import { loggerOptions } from './logging';

/** A hop count trusts that many proxies nearest to the server (hop 0 is the direct connection). */
function trustedProxies(setting: AppConfig['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting ?? false;
}

/**
 * docs/operations.md, safe by default: what a real install should not do without knowing it, said at
 * every start.
 */
export function warnAboutUnsafeDefaults(config: AppConfig, log: FastifyBaseLogger): void {
  const local = isLocalAddress(config.PUBLIC_URL);
  if (config.seedDemo && (config.NODE_ENV === 'production' || !local))
    log.warn(
      `SEED_DEMO=1 at ${config.PUBLIC_URL}: demo accounts with published passwords go into an empty database`,
    );
  if (!config.seedDemo && config.SEED_DEMO === undefined && !local && config.NODE_ENV !== 'production')
    log.info(`no demo data: ${config.PUBLIC_URL} is not a local address (SEED_DEMO=1 seeds it anyway)`);
  if (!config.SMTP_URL)
    log.warn(
      'SMTP_URL is not set: no mail is sent; every mail, verification codes included, is written to this log',
    );
  if (config.apiDocs && !local)
    log.warn(`the API documentation is public at ${config.PUBLIC_URL}/api/docs (API_DOCS=0 turns it off)`);
}

/** How the server logs, names requests, limits bodies, trusts proxies and refuses what it cannot route. */
export function serverOptions(
  config: AppConfig,
  logStream?: { write(line: string): void },
): FastifyServerOptions {
  return {
    logger: logStream ? { ...loggerOptions(config), stream: logStream } : loggerOptions(config),
    // docs/operations.md, logs: one id per request, on every log line, in the answer and in every error
    genReqId: (request) =>
      requestIdOf(request, config.TRUST_PROXY !== undefined && config.TRUST_PROXY !== false),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: trustedProxies(config.TRUST_PROXY),
    // the open jobs are loaded in an onReady hook, which Fastify gives 10 s by default: at a million
    // jobs on PostgreSQL that took 9-10 s, and a start beside a busy instance timed out
    pluginTimeout: 120_000,
    // a malformed or overlong path part is refused before routing: in the same shape and words as the rest
    frameworkErrors: answerFrameworkError,
  };
}
