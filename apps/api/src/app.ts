import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { type AppConfig, isLocalAddress } from './config/env';
import { createDb, type DatabaseDialect, type ReadRows } from './db/create-db';
import type { Database } from './db/database';
import { migrateToLatest } from './db/migrate';
import { nowSeconds } from './lib/clock';
import { createDatabaseClock } from './lib/clock-skew';
import { pruneCounters } from './lib/counters';
import { prepareDataDir } from './lib/data-dir';
import {
  assertKeyOpens,
  createFieldCipher,
  FIELD_KEY_CHECK,
  type FieldCipher,
  loadEncryptionKey,
} from './lib/field-encryption';
import { createHousekeeping } from './lib/housekeeping';
import { urlWithoutSecrets } from './lib/log-url';
import { createMetrics } from './lib/metrics';
import type { MinutePass } from './lib/minute-pass';
import { requestIdOf } from './lib/request-id';
import { findServerKey, serverKeyOnce } from './lib/server-keys.repository';
import { registerDraining, type ShutdownProgress } from './lib/shutdown';
import { accountRoutes } from './modules/accounts/accounts.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { createAlertSweep } from './modules/alerts/alert-sweep';
import { alertRoutes } from './modules/alerts/alerts.routes';
import { applicationRoutes } from './modules/applications/applications.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { registrationEmailRoutes } from './modules/auth/registration-email.routes';
import { resolveToken } from './modules/auth/token.service';
import { verificationRoutes } from './modules/auth/verification.routes';
import { businessRoutes } from './modules/businesses/businesses.routes';
import { businessWriteRoutes } from './modules/businesses/businesses.write-routes';
import { calendarFeedRoutes } from './modules/calendar/calendar-feed.routes';
import { experienceRoutes } from './modules/experience/experience.routes';
import { healthRoutes } from './modules/health/health.routes';
import { watchedLoops } from './modules/health/readiness';
import { createJobExpiry } from './modules/jobs/job-expiry';
import { jobRoutes } from './modules/jobs/jobs.routes';
import { createOpenJobFeed, type OpenJobFeed } from './modules/jobs/open-job-feed';
import { pruneJobChanges } from './modules/jobs/open-job-feed.repository';
import { outboxBacklog } from './modules/mail/outbox.repository';
import { createOutboxWorker, type OutboxWorker, outboxWork } from './modules/mail/outbox-worker';
import { messageRoutes } from './modules/messages/messages.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { placeRoutes } from './modules/places/places.routes';
import { pushRoutes } from './modules/push/push.routes';
import { createPushSender } from './modules/push/push-sender';
import type { PushPost } from './modules/push/push-transport';
import { loadVapidKeys, type VapidKeys } from './modules/push/vapid-keys';
import { settingsRoutes } from './modules/settings/settings.routes';
import { bookedChangeRoutes } from './modules/shifts/booked-change.routes';
import { hoursAgreementRoutes } from './modules/shifts/hours-agreement.routes';
import { noShowRoutes } from './modules/shifts/no-show.routes';
import { createShiftSweep } from './modules/shifts/shift-sweep';
import { shiftRoutes } from './modules/shifts/shifts.routes';
import { skillRoutes } from './modules/skills/skills.routes';
import { teamRoutes } from './modules/team/team.routes';
import { testHookRoutes } from './modules/test-hooks/test-hooks.routes';
import { registerUploads } from './modules/uploads/uploads.plugin';
import { findAnyEncryptedNationalRegisterNumber } from './modules/users/users.repository';
import { userRoutes } from './modules/users/users.routes';
import { registerAuth } from './plugins/auth';
import { registerCachePolicy } from './plugins/cache-policy';
import { registerCaches } from './plugins/caches';
import { createChangeNumbers, registerChangeNumbers } from './plugins/change-numbers';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler';
import { JSON_BODY_LIMIT_BYTES, registerInputGuard } from './plugins/input-guard';
import { registerJsonEscape } from './plugins/json-escape';
import { registerLoadShedding } from './plugins/load-shedding';
import { createMailer, type Mailer } from './plugins/mailer';
import { registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { databaseRateLimitStore } from './plugins/rate-limit-store';
import { registerRequestIds } from './plugins/request-ids';
import { everyMinute, registerScheduler } from './plugins/scheduler';
import { registerStaticWeb } from './plugins/static-web';
import { seedDemoData } from './seed/seed-demo';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Kysely<Database>;
    dialect: DatabaseDialect;
    readRows: ReadRows;
    mailer: Mailer;
    outbox: OutboxWorker;
    openJobs: OpenJobFeed;
    databaseClock: MinutePass;
    jobExpiry: MinutePass;
    housekeeping: MinutePass;
    shiftSweep: MinutePass;
    alertSweep: MinutePass;
    cipher: FieldCipher;
    shutdownProgress: ShutdownProgress;
  }
}

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

/**
 * The field cipher, once it is sure to open what the database already holds. The key check stops an
 * instance with another key even before anything personal is stored: its digests of mailed codes
 * would not match the other instances', and what it encrypted they could not read.
 */
async function openStoredData(db: Kysely<Database>, config: AppConfig): Promise<FieldCipher> {
  const check = await findServerKey(db, FIELD_KEY_CHECK);
  // an install from before the key check: what it encrypted tells whether the key is right
  const sample =
    check ?? (await findAnyEncryptedNationalRegisterNumber(db)) ?? (await findServerKey(db, 'vapid'));
  const key = loadEncryptionKey(config.ENCRYPTION_KEY, config.dataDir, {
    encryptedDataExists: sample !== undefined,
  });
  const cipher = createFieldCipher(key);
  assertKeyOpens(cipher, sample);
  // on the first start the check is stored; of two first starts at once, the second compares against the first's
  if (check === undefined)
    assertKeyOpens(cipher, await serverKeyOnce(db, FIELD_KEY_CHECK, () => cipher.encrypt(FIELD_KEY_CHECK)));
  return cipher;
}

/** A hop count trusts that many proxies nearest to the server (hop 0 is the direct connection). */
function trustedProxies(setting: AppConfig['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting ?? false;
}

/**
 * docs/operations.md, safe by default: what a real install should not do without knowing it, said at
 * every start.
 */
function warnAboutUnsafeDefaults(config: AppConfig, log: FastifyBaseLogger): void {
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

/** overrides: tests' stand-ins for the mail server, the way pushes reach a push service, and the log's destination */
export async function buildApp(
  config: AppConfig,
  overrides: { mailer?: Mailer; pushPost?: PushPost; logStream?: { write(line: string): void } } = {},
) {
  const options: FastifyServerOptions = {
    logger: overrides.logStream
      ? { ...loggerOptions(config), stream: overrides.logStream }
      : loggerOptions(config),
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
  const app = Fastify(options);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // before compression and caching read the answer's text
  registerJsonEscape(app);

  prepareDataDir(config.dataDir);
  const metrics = createMetrics();
  const { db, dialect, readRows, openConnections, closeReaders, poolUse } = createDb({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    onIdleError: (error) => app.log.warn({ err: error }, 'idle database connection lost'),
  });
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('dialect', dialect);
  app.decorate('readRows', readRows);
  app.decorate(
    'mailer',
    overrides.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: app.log }),
  );
  // each step named, so a shutdown that hangs can say where (lib/shutdown.ts)
  app.decorate('shutdownProgress', { step: 'running', draining: false });
  registerDraining(app, app.shutdownProgress);
  app.addHook('onClose', async () => {
    const step = async (name: string, stop: () => unknown) => {
      app.shutdownProgress.step = name;
      await stop();
    };
    await app.scheduler.stop((name) => {
      app.shutdownProgress.step = name;
    });
    await step('mail connection', () => app.mailer.close());
    await step('search connections', () => closeReaders());
    await step('database connections', () => db.destroy());
  });

  let vapid: VapidKeys;
  try {
    await migrateToLatest(db, config.dataDir);
    app.decorate('cipher', await openStoredData(db, config));
    vapid = await loadVapidKeys(config, { db, cipher: app.cipher, dataDir: config.dataDir });
  } catch (error) {
    await db.destroy();
    throw error;
  }
  app.decorate(
    'outbox',
    createOutboxWorker(
      db,
      {
        mailer: app.mailer,
        push: createPushSender(db, vapid, {
          extraHosts: config.PUSH_SERVICE_HOSTS,
          post: overrides.pushPost,
        }),
        onDelivered: (channel, outcome) => metrics.deliveries.inc({ channel, outcome }),
      },
      app.log,
    ),
  );
  app.addHook('onReady', openConnections);
  app.decorate('databaseClock', createDatabaseClock(db, dialect, app.log));
  warnAboutUnsafeDefaults(config, app.log);
  if (config.seedDemo) await seedDemoData(db, app.log);

  await app.register(fastifyHelmet, {
    // no upgrade-insecure-requests: a plain-http install on a LAN address must still load its assets;
    // https images: employers may give a banner by its web address (docs/decisions/uploads.md)
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:', 'blob:', 'https:'], 'upgrade-insecure-requests': null },
    },
  });
  // API answers are compressed on the fly, cheaply (brotli quality 4); the web app is precompressed
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    // a job page (8 to 20 KB) compressed at once takes about 0.3 ms; through a stream it took 1.7 ms
    // of latency (measured in the bench). Larger answers still stream.
    syncThreshold: 32 * 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyFormbody);
  await registerLoadShedding(app, config);
  await app.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(db) });
  registerErrorHandler(app);
  registerRequestIds(app);
  registerMetrics(app, {
    metrics,
    token: config.METRICS_TOKEN,
    poolUse,
    loops: () => watchedLoops(app).map((loop) => loop.heartbeat),
    outboxBacklog: () => outboxBacklog(db, nowSeconds()),
  });
  registerInputGuard(app);
  registerCachePolicy(app);
  registerCaches(app);
  const changeNumbers = createChangeNumbers(db);
  app.decorate('openJobs', createOpenJobFeed(db, changeNumbers));
  app.decorate('jobExpiry', createJobExpiry(db, app.openJobs, app.log));
  app.decorate(
    'housekeeping',
    createHousekeeping(
      [(now) => pruneCounters(db, now.getTime()), (now) => pruneJobChanges(db, now)],
      app.log,
    ),
  );
  app.decorate('shiftSweep', createShiftSweep(db, config.PUBLIC_URL, app.log));
  app.decorate('alertSweep', createAlertSweep(db, config.PUBLIC_URL, app.log));
  registerScheduler(app, [
    // before any pass or request decides anything by it; a clock that drifts later is followed within a minute
    everyMinute(app.databaseClock, { firstRoundBeforeServing: true }),
    outboxWork(app.outbox),
    everyMinute(app.jobExpiry),
    everyMinute(app.housekeeping),
    everyMinute(app.shiftSweep),
    // tests move the clock and run the alert sweep themselves: a timer pass at the real time would race them
    everyMinute(app.alertSweep, { manual: config.NODE_ENV === 'test' }),
  ]);
  // the open jobs are in memory before the first search is answered
  app.addHook('onReady', async () => void (await app.openJobs.current()));
  registerChangeNumbers(app, changeNumbers);
  registerAuth(app, (token, sessionVersion) =>
    resolveToken(app.db, app.caches.sessions, token, sessionVersion),
  );
  await registerOpenApi(app, { ui: config.apiDocs, version: config.version });
  await registerUploads(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(verificationRoutes);
      await api.register(registrationEmailRoutes);
      await api.register(accountRoutes);
      await api.register(userRoutes);
      await api.register(jobRoutes);
      await api.register(placeRoutes);
      await api.register(businessRoutes);
      await api.register(businessWriteRoutes);
      await api.register(applicationRoutes);
      await api.register(shiftRoutes);
      await api.register(noShowRoutes);
      await api.register(hoursAgreementRoutes);
      await api.register(bookedChangeRoutes);
      await api.register(teamRoutes);
      await api.register(notificationRoutes);
      await api.register(pushRoutes, { vapid });
      await api.register(calendarFeedRoutes);
      await api.register(messageRoutes);
      await api.register(alertRoutes);
      await api.register(skillRoutes);
      await api.register(experienceRoutes);
      await api.register(settingsRoutes);
      await api.register(adminRoutes);
      if (config.TEST_HOOKS) await api.register(testHookRoutes);
    },
    { prefix: '/api' },
  );
  await registerStaticWeb(app, config.webDistDir);
  return app;
}
