import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config/env';
import type { PushPost } from '../modules/push/push-transport';
import type { Mail, Mailer } from '../plugins/mailer';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  /** Set `down` to make the mail server refuse every mail, as an unreachable SMTP server would. */
  smtp: { down: boolean };
  /** Every mail delivered so far, after the outbox has delivered what is due. */
  deliveredMails(): Promise<Mail[]>;
  /** the mails the outbox has sent so far by itself, without delivering what is due */
  mailsSoFar(): Mail[];
  close(): Promise<void>;
}

type AppOverrides = { pushPost?: PushPost; logStream?: { write(line: string): void } };

/**
 * A fresh app on its own empty database: SQLite in a temporary folder, or, when TEST_POSTGRES_URL
 * is set (scripts/with-postgres.sh), a new PostgreSQL database on that server.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  overrides: AppOverrides = {},
): Promise<TestApp> {
  const place = await createTestPlace(env);
  const testApp = await buildTestAppOn(place.config, overrides);
  return {
    ...testApp,
    async close() {
      await testApp.close();
      await place.remove();
    },
  };
}

/**
 * The one app of a test file: built fresh before its tests (after nothing, before the file's own
 * `beforeAll`), closed after them. Reading it outside a test or hook is a mistake, and says so.
 */
export function useTestApp(env: Record<string, string> = {}, overrides: AppOverrides = {}): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(env, overrides);
  });
  afterAll(async () => {
    await built?.close();
    built = undefined;
  });
  const current = () => {
    if (!built) throw new Error('useTestApp: the app exists inside tests and hooks only');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get smtp() {
      return current().smtp;
    },
    deliveredMails: () => current().deliveredMails(),
    mailsSoFar: () => current().mailsSoFar(),
    close: () => current().close(),
  };
}

/** An app on a given place (createTestPlace), whose mails the test reads; closing it leaves the place. */
export async function buildTestAppOn(config: AppConfig, overrides: AppOverrides = {}): Promise<TestApp> {
  const mails: Mail[] = [];
  const smtp = { down: false };
  const mailer: Mailer = {
    async send(mail) {
      if (smtp.down) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      mails.push(mail);
    },
    close() {},
  };
  const app = await buildApp(config, { mailer, ...overrides });
  return {
    app,
    smtp,
    mailsSoFar: () => [...mails],
    async deliveredMails() {
      // a run delivers one batch: a test that queued more than that reads them all
      while ((await app.outbox.deliverDue()) > 0);
      return mails;
    },
    async close() {
      await app.close();
    },
  };
}

/** A new, empty database on the test PostgreSQL server, and how to drop it. */
export async function createPostgresDatabase(serverUrl: string) {
  const name = `jobbel_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * An empty place an install can live in (a folder, and on the test PostgreSQL server a database of its
 * own) with the settings that point at it: for tests that start, stop and restart servers on it.
 */
export async function createTestPlace(env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobbel-test-'));
  const postgres = process.env.TEST_POSTGRES_URL
    ? await createPostgresDatabase(process.env.TEST_POSTGRES_URL)
    : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    // no load shedding unless a test asks for it: a suite sending thousands of requests on a busy
    // machine would otherwise be told 503 for the machine's load, not for anything it tests
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    OVERLOAD_HEAP_USED_BYTES: '0',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  return {
    config,
    async remove() {
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
