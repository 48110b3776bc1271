import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { loadVapidKeys } from './vapid-keys';

const subject = 'mailto:ops@jobbel.be';

describe('VAPID keys', () => {
  it('are generated once into DATA_DIR, readable by the owner only, and the same at every start', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobbel-vapid-'));
    const first = loadVapidKeys({ VAPID_SUBJECT: subject }, dataDir);
    expect(loadVapidKeys({ VAPID_SUBJECT: subject }, dataDir)).toEqual(first);
    expect(fs.statSync(path.join(dataDir, 'vapid.json')).mode & 0o777).toBe(0o600);
    // a pair web-push can sign with
    expect(() => webpush.setVapidDetails(subject, first.publicKey, first.privateKey)).not.toThrow();
  });

  it('come from the configuration when both are given, and nothing is written', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobbel-vapid-'));
    const configured = webpush.generateVAPIDKeys();
    const keys = loadVapidKeys(
      {
        VAPID_PUBLIC_KEY: configured.publicKey,
        VAPID_PRIVATE_KEY: configured.privateKey,
        VAPID_SUBJECT: subject,
      },
      dataDir,
    );
    expect(keys).toEqual({ ...configured, subject });
    expect(fs.existsSync(path.join(dataDir, 'vapid.json'))).toBe(false);
  });
});
