import { buildApp } from './app';
import { loadConfig } from './config/env';
import { listenOnPort } from './lib/listen-on-port';
import { shutDown } from './lib/shutdown';

/** A start that cannot work stops with one line that says why, not a stack trace. */
async function start() {
  try {
    const config = loadConfig();
    return { config, app: await buildApp(config) };
  } catch (error) {
    console.error(`Jobbel cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
}

const { config, app } = await start();

// Ctrl-C or SIGTERM: answer what is queued, stop accepting, finish requests in flight, then close the
// database (onClose); whatever hangs, the process ends within SHUTDOWN_DEADLINE_MS
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received, shutting down`);
    void shutDown(app, app.shutdownProgress, (code) => process.exit(code));
  });
}

await listenOnPort(app, { port: config.PORT, host: config.HOST });
// the one line a person starting Jobbel looks for, apart from the log
console.log(
  `Jobbel ${config.version} is ready at ${config.PUBLIC_URL}${config.seedDemo ? ' (demo logins: README, "Demo logins")' : ''}`,
);
