import crypto from 'node:crypto';
import fs from 'node:fs';
import type { AppConfig } from '../config/env';
import { createDb } from '../db/create-db';
import { PRIVATE_FILE_MODE } from '../lib/data-dir';
import {
  createFieldCipher,
  encryptionKeyFile,
  FIELD_KEY_CHECK,
  installedEncryptionKey,
} from '../lib/field-encryption';
import { findServerKey } from '../lib/server-keys.repository';
import {
  deleteEmailCodes,
  listEncryptedNationalRegisterNumbers,
  listEncryptedServerKeys,
  setEncryptedNationalRegisterNumber,
  setServerKey,
} from './operations.repository';

/**
 * Re-encrypts everything encrypted with the field key under a new one, in one transaction: national
 * register numbers, the stored VAPID pair and the key check (docs/operations.md: secrets). Mailed codes
 * are kept as keyed digests: those waiting are voided, and their owners ask for a new code. With the key
 * in DATA_DIR the new key replaces it there (written beside it first, as encryption.key.next, and moved
 * over it once the data is re-encrypted); with ENCRYPTION_KEY the caller must configure the answer.
 */
export async function rotateKey(
  config: AppConfig,
  newKey = crypto.randomBytes(32).toString('hex'),
): Promise<{ newKey: string; reencrypted: number; keyFile?: string }> {
  if (!/^[0-9a-f]{64}$/i.test(newKey)) throw new Error('The new key must be 64 hexadecimal characters');
  const currentKey = installedEncryptionKey(config.ENCRYPTION_KEY, config.dataDir);
  if (!currentKey)
    throw new Error(
      `There is no key to rotate: neither ENCRYPTION_KEY nor ${encryptionKeyFile(config.dataDir)}`,
    );
  const from = createFieldCipher(Buffer.from(currentKey, 'hex'));
  const to = createFieldCipher(Buffer.from(newKey, 'hex'));
  // the new key is on disk before the data depends on it: whatever stops this midway, it is not lost
  const keyFile = encryptionKeyFile(config.dataDir);
  const nextKeyFile = `${keyFile}.next`;
  if (!config.ENCRYPTION_KEY) fs.writeFileSync(nextKeyFile, newKey, { mode: PRIVATE_FILE_MODE });
  const { db } = createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  let reencrypted = 0;
  try {
    await db.transaction().execute(async (trx) => {
      const check = await findServerKey(trx, FIELD_KEY_CHECK);
      if (check !== undefined) {
        try {
          from.decrypt(check);
        } catch {
          throw new Error('The configured key does not open the stored data: nothing was changed');
        }
      }
      for (const user of await listEncryptedNationalRegisterNumbers(trx)) {
        const number = from.decrypt(user.userNationalRegisterNumberEncrypted!);
        await setEncryptedNationalRegisterNumber(trx, user.userID, to.encrypt(number));
        reencrypted += 1;
      }
      for (const key of await listEncryptedServerKeys(trx, [FIELD_KEY_CHECK, 'vapid'])) {
        await setServerKey(trx, key.keyName, to.encrypt(from.decrypt(key.keyValue)));
        reencrypted += 1;
      }
      // a digest under the old key never matches again: the codes waiting are voided, not left to fail
      await deleteEmailCodes(trx);
    });
  } finally {
    await db.destroy();
  }
  if (config.ENCRYPTION_KEY) return { newKey, reencrypted };
  fs.renameSync(nextKeyFile, keyFile);
  return { newKey, reencrypted, keyFile };
}
