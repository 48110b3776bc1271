import type { Kysely } from 'kysely';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/database';
import {
  assertKeyOpens,
  createFieldCipher,
  FIELD_KEY_CHECK,
  type FieldCipher,
  loadEncryptionKey,
} from '../lib/field-encryption';
import { findServerKey, serverKeyOnce } from '../lib/server-keys.repository';
import { findAnyEncryptedNationalRegisterNumber } from '../modules/users/users.repository';

/**
 * The field cipher, once it is sure to open what the database already holds. The key check stops an
 * instance with another key even before anything personal is stored: its digests of mailed codes
 * would not match the other instances', and what it encrypted they could not read.
 */
export async function openStoredData(db: Kysely<Database>, config: AppConfig): Promise<FieldCipher> {
  const check = await findServerKey(db, FIELD_KEY_CHECK);
  // an install from before the key check: what it encrypted tells whether the key is right
  const sample =
    check ?? (await findAnyEncryptedNationalRegisterNumber(db)) ?? (await findServerKey(db, 'vapid'));
  const key = loadEncryptionKey(config.ENCRYPTION_KEY, config.dataDir, {
    encryptedDataExists: sample !== undefined,
  });
  const cipher = createFieldCipher(key);
  assertKeyOpens(cipher, sample);
  // on the first start the check is stored; of two first starts at once, the second compares against the first's
  if (check === undefined)
    assertKeyOpens(cipher, await serverKeyOnce(db, FIELD_KEY_CHECK, () => cipher.encrypt(FIELD_KEY_CHECK)));
  return cipher;
}
