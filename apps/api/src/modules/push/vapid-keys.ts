import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { Database } from '../../db/database';
import type { FieldCipher } from '../../lib/field-encryption';
import { serverKeyOnce } from '../../lib/server-keys.repository';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** who push services may contact about this server's pushes (RFC 8292) */
  subject: string;
}

type KeyPair = Pick<VapidKeys, 'publicKey' | 'privateKey'>;

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when configured, else a pair generated once and kept in the
 * database, encrypted with the field key, so every server instance signs with it: browsers keep a
 * subscription only as long as the server's public key stays the same. An install that kept its pair in
 * DATA_DIR/vapid.json (where an early install kept it) moves that pair into the database.
 */
export async function loadVapidKeys(
  config: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string; VAPID_SUBJECT: string },
  store: { db: Kysely<Database>; cipher: FieldCipher; dataDir: string },
): Promise<VapidKeys> {
  const subject = config.VAPID_SUBJECT;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  const stored = await serverKeyOnce(store.db, 'vapid', () => {
    const keyFile = path.join(store.dataDir, 'vapid.json');
    const { publicKey, privateKey }: KeyPair = fs.existsSync(keyFile)
      ? JSON.parse(fs.readFileSync(keyFile, 'utf8'))
      : webpush.generateVAPIDKeys();
    return store.cipher.encrypt(JSON.stringify({ publicKey, privateKey }));
  });
  const pair = JSON.parse(store.cipher.decrypt(stored)) as KeyPair;
  return { publicKey: pair.publicKey, privateKey: pair.privateKey, subject };
}
