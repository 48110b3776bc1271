import { buildApp } from './app';
import { loadConfig } from './config/env';

const config = loadConfig();
const app = await buildApp(config);

// Ctrl-C or SIGTERM: stop accepting, finish requests in flight, then close the database (onClose).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    process.exit(0);
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
