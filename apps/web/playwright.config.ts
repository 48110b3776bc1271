import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Chosen once in the runner; workers inherit the environment.
process.env.E2E_PORT ??= String(4100 + Math.floor(Math.random() * 800));
process.env.E2E_SMTP_PORT ??= String(5100 + Math.floor(Math.random() * 800));
process.env.E2E_RUN_DIR ??= path.join(os.tmpdir(), `jobbel-e2e-${process.pid}`);
process.env.E2E_MAIL_DIR ??= path.join(process.env.E2E_RUN_DIR, 'mail');

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // one spec file at a time: specs share the demo data, and some leave a job open while they run that
  // another's exact counts and first card would see (two at a time failed so; docs/architecture.md)
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL,
    // a Belgian browser reading Dutch, as the spec's strings are written; the language specs choose others
    locale: 'nl-BE',
    // nobody can open a trace from CI's log, and recording one for every test made the run a sixth slower
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // page.route must see every call; the offline spec allows the service worker where it is the subject
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // the compiled server, as `npm start` runs it
    command: 'node ../../scripts/build-if-stale.mjs && ../../scripts/start-server.sh',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: path.join(process.env.E2E_RUN_DIR, 'data'),
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      SEED_DEMO: '1',
      // lets the shift journey end a shift without waiting for it (POST /api/test/jobs/end)
      TEST_HOOKS: '1',
      // the tests stand in for many users: each registration helper call comes through a
      // "proxy" with its own client address, so per-IP limits count per simulated user
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
    },
  },
});
