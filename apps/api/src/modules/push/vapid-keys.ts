import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { PRIVATE_FILE_MODE } from '../../lib/data-dir';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** who push services may contact about this server's pushes (RFC 8292) */
  subject: string;
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when configured (needed when several servers send pushes),
 * else a key pair generated once into DATA_DIR/vapid.json: browsers keep a subscription only as long
 * as the server's public key stays the same.
 */
export function loadVapidKeys(
  config: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string; VAPID_SUBJECT: string },
  dataDir: string,
): VapidKeys {
  const subject = config.VAPID_SUBJECT;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  const keyFile = path.join(dataDir, 'vapid.json');
  if (!fs.existsSync(keyFile))
    fs.writeFileSync(keyFile, JSON.stringify(webpush.generateVAPIDKeys()), {
      mode: PRIVATE_FILE_MODE,
      flag: 'wx',
    });
  const stored = JSON.parse(fs.readFileSync(keyFile, 'utf8')) as { publicKey: string; privateKey: string };
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
}
