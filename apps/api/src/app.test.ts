import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { buildApp } from './app';
import { loadConfig } from './config/env';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { bearer, loginAs, registerPerson } from './test/registration-helpers';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

/** A second app on the first one's database and DATA_DIR, as a restart would see them. */
function restartConfig(changes: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    DATA_DIR: testApp.app.config.dataDir,
    WEB_DIST_DIR: path.join(testApp.app.config.dataDir, 'no-web'),
    ...(testApp.app.config.DATABASE_URL ? { DATABASE_URL: testApp.app.config.DATABASE_URL } : {}),
    ...changes,
  });
}

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('safe defaults for a real install', () => {
  it('seeds demo data outside production, and in production only with SEED_DEMO=1', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: '1' }).apiDocs).toBe(true);
  });

  it('keeps personal answers out of every cache', async () => {
    const worker = await registerPerson(testApp);
    const headers = bearer(await loginAs(testApp, worker.person));
    for (const url of [
      '/api/me',
      `/api/users?id=${worker.userID}`,
      `/api/jobapplications?userID=${worker.userID}`,
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('stores the database and the key owner-only', async () => {
    await registerPerson(testApp);
    const dataDir = testApp.app.config.dataDir;
    expect(modeOf(path.join(dataDir, 'encryption.key'))).toBe(0o600);
    if (testApp.app.dialect === 'sqlite') expect(modeOf(path.join(dataDir, 'jobbel.sqlite'))).toBe(0o600);
  });

  it('refuses to start without the key, or with another key, once encrypted data exists', async () => {
    await registerPerson(testApp);
    const keyFile = path.join(testApp.app.config.dataDir, 'encryption.key');
    const key = fs.readFileSync(keyFile, 'utf8');
    fs.rmSync(keyFile);
    try {
      await expect(buildApp(restartConfig())).rejects.toThrow(/encrypted data but there is no key/);
      expect(fs.existsSync(keyFile)).toBe(false);
      await expect(buildApp(restartConfig({ ENCRYPTION_KEY: 'ab'.repeat(32) }))).rejects.toThrow(
        /does not decrypt the stored data/,
      );
    } finally {
      fs.writeFileSync(keyFile, key, { mode: 0o600 });
    }
  });

  it('refuses a second instance with another key before anything personal is stored', async () => {
    // Web Push keys from the configuration: the database holds nothing encrypted but the key check
    const vapid = webpush.generateVAPIDKeys();
    const withOwnPushKeys = { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey };
    const first = await buildTestApp({ ENCRYPTION_KEY: 'cd'.repeat(32), ...withOwnPushKeys });
    try {
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SEED_DEMO: '0',
        // on SQLite the database is a file in DATA_DIR: the second instance opens the same folder
        DATA_DIR:
          first.app.dialect === 'sqlite'
            ? first.app.config.dataDir
            : fs.mkdtempSync(path.join(os.tmpdir(), 'jobbel-second-')),
        ...(first.app.config.DATABASE_URL ? { DATABASE_URL: first.app.config.DATABASE_URL } : {}),
        ENCRYPTION_KEY: 'ef'.repeat(32),
        ...withOwnPushKeys,
      });
      await expect(buildApp(config)).rejects.toThrow(/does not decrypt the stored data/);
      const same = await buildApp({ ...config, ENCRYPTION_KEY: 'cd'.repeat(32) });
      await same.close();
    } finally {
      await first.close();
    }
  });

  it('refuses to start on a DATA_DIR it cannot write, naming it', async () => {
    const blocker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jobbel-blocked-')), 'a-file');
    fs.writeFileSync(blocker, 'not a folder');
    const dataDir = path.join(blocker, 'data');
    await expect(buildApp(restartConfig({ DATA_DIR: dataDir }))).rejects.toThrow(`DATA_DIR ${dataDir}`);
  });
});
