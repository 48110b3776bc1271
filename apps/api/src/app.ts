import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { apiRoutes } from './composition/api-routes';
import { registerDelivery } from './composition/delivery';
import { registerHttpBasics } from './composition/http-basics';
import { serverOptions, warnAboutUnsafeDefaults } from './composition/server-options';
import { openStoredData } from './composition/stored-data';
import { registerTimedWork } from './composition/timed-work';
import type { AppConfig } from './config/env';
import { createDb, type DatabaseDialect, type ReadRows } from './db/create-db';
import type { Database } from './db/database';
import { migrateToLatest } from './db/migrate';
import { prepareDataDir } from './lib/data-dir';
import type { FieldCipher } from './lib/field-encryption';
import { createMetrics } from './lib/metrics';
import type { MinutePass } from './lib/minute-pass';
import { registerDraining, type ShutdownProgress } from './lib/shutdown';
import { resolveToken } from './modules/auth/token.service';
import type { OpenJobFeed } from './modules/job-search/open-job-feed';
import type { OutboxWorker } from './modules/mail/outbox-worker';
import type { PushPost } from './modules/push/push-transport';
import { loadVapidKeys, type VapidKeys } from './modules/push/vapid-keys';
import { registerUploads } from './modules/uploads/uploads.plugin';
import { registerAuth } from './plugins/auth';
import { createChangeNumbers, registerChangeNumbers } from './plugins/change-numbers';
import { registerJsonEscape } from './plugins/json-escape';
import { createMailer, type Mailer } from './plugins/mailer';
import { registerOpenApi } from './plugins/openapi';
import { registerStaticWeb } from './plugins/static-web';
import { seedDemoData } from './seed/seed-demo';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Kysely<Database>;
    dialect: DatabaseDialect;
    readRows: ReadRows;
    /** where /api/health writes (DatabaseHandle.probeDb) */
    probeDb: Kysely<Database>;
    mailer: Mailer;
    outbox: OutboxWorker;
    openJobs: OpenJobFeed;
    databaseClock: MinutePass;
    jobExpiry: MinutePass;
    housekeeping: MinutePass;
    shiftSweep: MinutePass;
    alertSweep: MinutePass;
    checkInSweep: MinutePass;
    contractSweep: MinutePass;
    dataExports: MinutePass;
    accountDeletion: MinutePass;
    recordRefresh: MinutePass;
    cipher: FieldCipher;
    shutdownProgress: ShutdownProgress;
  }
}

/** overrides: tests' stand-ins for the mail server, the way pushes reach a push service, and the log's destination */
export async function buildApp(
  config: AppConfig,
  overrides: { mailer?: Mailer; pushPost?: PushPost; logStream?: { write(line: string): void } } = {},
) {
  const app = Fastify(serverOptions(config, overrides.logStream));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // before compression and caching read the answer's text
  registerJsonEscape(app);

  prepareDataDir(config.dataDir);
  const metrics = createMetrics();
  const { db, dialect, readRows, probeDb, openConnections, closeSideConnections, poolUse } = createDb({
    databaseUrl: config.DATABASE_URL,
    connections: config.DATABASE_CONNECTIONS,
    dataDir: config.dataDir,
    onIdleError: (error) => app.log.warn({ err: error }, 'idle database connection lost'),
    onCheckpointerError: (error) =>
      app.log.error({ err: error }, 'SQLite checkpointer failed: the writer copies the log itself again'),
  });
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('dialect', dialect);
  app.decorate('readRows', readRows);
  app.decorate('probeDb', probeDb);
  app.decorate(
    'mailer',
    overrides.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: app.log }),
  );
  // each step named, so a shutdown that hangs can say where (lib/shutdown.ts)
  app.decorate('shutdownProgress', {
    step: 'running',
    draining: false,
    lastArrivalAt: Number.NEGATIVE_INFINITY,
  });
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
    await step('search and probe connections', () => closeSideConnections());
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
  registerDelivery(app, { vapid, metrics, pushPost: overrides.pushPost });
  app.addHook('onReady', openConnections);
  warnAboutUnsafeDefaults(config, app.log);
  if (config.seedDemo) await seedDemoData(db, app.log);

  await registerHttpBasics(app, config, { metrics, poolUse });
  const changeNumbers = createChangeNumbers(db);
  registerTimedWork(app, changeNumbers);
  registerChangeNumbers(app, changeNumbers);
  registerAuth(app, (token, sessionVersion) =>
    resolveToken(app.db, app.caches.sessions, token, sessionVersion),
  );
  await registerOpenApi(app, { ui: config.apiDocs, version: config.version });
  await registerUploads(app);

  await app.register(apiRoutes, { prefix: '/api', vapid, testHooks: config.TEST_HOOKS ?? false });
  await registerStaticWeb(app, config.webDistDir);
  return app;
}
