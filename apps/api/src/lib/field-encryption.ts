import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PRIVATE_FILE_MODE } from './data-dir';

export interface FieldCipher {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
  /** A keyed one-way digest (HMAC-SHA256): a stolen database alone cannot test guesses against it. */
  digest(value: string): string;
}

/** Where a generated key is kept: in DATA_DIR, beside the SQLite database. */
export const encryptionKeyFile = (dataDir: string) => path.join(dataDir, 'encryption.key');

/** The key this install uses, as hex: ENCRYPTION_KEY, or the one kept in DATA_DIR (none before the first start). */
export function installedEncryptionKey(
  configuredKey: string | undefined,
  dataDir: string,
): string | undefined {
  if (configuredKey) return configuredKey;
  const keyFile = encryptionKeyFile(dataDir);
  return fs.existsSync(keyFile) ? fs.readFileSync(keyFile, 'utf8').trim() : undefined;
}

/**
 * The key from ENCRYPTION_KEY, or the one kept in DATA_DIR. A new key is generated only while
 * nothing is encrypted yet: with encrypted data and no key the server stops, since a new key would
 * make that data unreadable for good.
 */
export function loadEncryptionKey(
  configuredKey: string | undefined,
  dataDir: string,
  options: { encryptedDataExists: boolean },
): Buffer {
  if (configuredKey) return Buffer.from(configuredKey, 'hex');
  const keyFile = encryptionKeyFile(dataDir);
  if (!fs.existsSync(keyFile)) {
    if (options.encryptedDataExists) {
      throw new Error(
        `The database holds encrypted data but there is no key: set ENCRYPTION_KEY or restore ${keyFile}`,
      );
    }
    fs.writeFileSync(keyFile, crypto.randomBytes(32).toString('hex'), {
      mode: PRIVATE_FILE_MODE,
      flag: 'wx',
    });
  }
  try {
    const key = Buffer.from(fs.readFileSync(keyFile, 'utf8').trim(), 'hex');
    if (key.length !== 32) throw new Error('not 64 hexadecimal characters');
    return key;
  } catch (error) {
    throw new Error(`The encryption key ${keyFile} cannot be read: ${(error as Error).message}`);
  }
}

/** A text encrypted with the field key at the first start: every later start, of any instance, must open it. */
export const FIELD_KEY_CHECK = 'field-key-check';

/** Stops the start when the key does not open what is stored (a key from another install). */
export function assertKeyOpens(cipher: FieldCipher, storedSample: string | undefined): void {
  if (storedSample === undefined) return;
  try {
    cipher.decrypt(storedSample);
  } catch {
    throw new Error(
      'The encryption key does not decrypt the stored data: configure the key this database was written with',
    );
  }
}

/** AES-256-GCM; stored as base64 of iv (12) + tag (16) + ciphertext. */
export function createFieldCipher(key: Buffer): FieldCipher {
  // a separate key for digests, derived so that one secret is all an install has to keep
  const digestKey = Buffer.from(crypto.hkdfSync('sha256', key, Buffer.alloc(0), 'jobbel digest', 32));
  return {
    digest(value) {
      return crypto.createHmac('sha256', digestKey).update(value).digest('hex');
    },
    encrypt(plain) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64');
    },
    decrypt(stored) {
      const bytes = Buffer.from(stored, 'base64');
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
