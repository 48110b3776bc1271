import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { loadVapidKeys } from './vapid-keys';

const subject = 'mailto:ops@jobbel.be';

let testApp: TestApp;
beforeEach(async () => {
  testApp = await buildTestApp();
});
afterEach(() => testApp.close());

/** What another server instance would find: the same database, a DATA_DIR of its own. */
const anotherInstance = () => ({
  db: testApp.app.db,
  cipher: testApp.app.cipher,
  dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'jobbel-vapid-')),
});
const storedPair = () => testApp.app.db.selectFrom('server_keys').selectAll().execute();

describe('VAPID keys', () => {
  it('are generated once, kept encrypted in the database, and the same for every instance', async () => {
    const offered = (await testApp.app.inject({ method: 'GET', url: '/api/push/key' })).json().publicKey;
    const elsewhere = await loadVapidKeys({ VAPID_SUBJECT: subject }, anotherInstance());
    expect(elsewhere.publicKey).toBe(offered);
    expect(fs.existsSync(path.join(testApp.app.config.dataDir, 'vapid.json'))).toBe(false);
    const [row] = await storedPair();
    expect(row!.keyValue).not.toContain(elsewhere.privateKey);
    // a pair web-push can sign with
    expect(() => webpush.setVapidDetails(subject, elsewhere.publicKey, elsewhere.privateKey)).not.toThrow();
  });

  it('move from DATA_DIR/vapid.json into the database, so browsers subscribed before keep their pushes', async () => {
    await testApp.app.db.deleteFrom('server_keys').execute();
    const instance = anotherInstance();
    const earlier = webpush.generateVAPIDKeys();
    fs.writeFileSync(path.join(instance.dataDir, 'vapid.json'), JSON.stringify(earlier));
    expect(await loadVapidKeys({ VAPID_SUBJECT: subject }, instance)).toEqual({ ...earlier, subject });
    expect(await loadVapidKeys({ VAPID_SUBJECT: subject }, anotherInstance())).toEqual({
      ...earlier,
      subject,
    });
  });

  it('come from the configuration when both are given, and nothing is stored', async () => {
    await testApp.app.db.deleteFrom('server_keys').execute();
    const configured = webpush.generateVAPIDKeys();
    const keys = await loadVapidKeys(
      {
        VAPID_PUBLIC_KEY: configured.publicKey,
        VAPID_PRIVATE_KEY: configured.privateKey,
        VAPID_SUBJECT: subject,
      },
      anotherInstance(),
    );
    expect(keys).toEqual({ ...configured, subject });
    expect(await storedPair()).toEqual([]);
  });
});
