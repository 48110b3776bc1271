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
      const check = await trx
        .selectFrom('server_keys')
        .select('keyValue')
        .where('keyName', '=', FIELD_KEY_CHECK)
        .executeTakeFirst();
      if (check) {
        try {
          from.decrypt(check.keyValue);
        } catch {
          throw new Error('The configured key does not open the stored data: nothing was changed');
        }
      }
      const users = await trx
        .selectFrom('users')
        .select(['userID', 'userNationalRegisterNumberEncrypted'])
        .where('userNationalRegisterNumberEncrypted', 'is not', null)
        .execute();
      for (const user of users) {
        await trx
          .updateTable('users')
          .set({
            userNationalRegisterNumberEncrypted: to.encrypt(
              from.decrypt(user.userNationalRegisterNumberEncrypted!),
            ),
          })
          .where('userID', '=', user.userID)
          .execute();
        reencrypted += 1;
      }
      const keys = await trx.selectFrom('server_keys').select(['keyName', 'keyValue']).execute();
      for (const key of keys.filter((each) => each.keyName === FIELD_KEY_CHECK || each.keyName === 'vapid')) {
        await trx
          .updateTable('server_keys')
          .set({ keyValue: to.encrypt(from.decrypt(key.keyValue)) })
          .where('keyName', '=', key.keyName)
          .execute();
        reencrypted += 1;
      }
      // a digest under the old key never matches again: the codes waiting are voided, not left to fail
      await trx.deleteFrom('email_codes').execute();
    });
  } finally {
    await db.destroy();
  }
  if (config.ENCRYPTION_KEY) return { newKey, reencrypted };
  fs.renameSync(nextKeyFile, keyFile);
  return { newKey, reencrypted, keyFile };
}
