import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface FieldCipher {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
}

/** The key from ENCRYPTION_KEY, or a key generated once and kept in DATA_DIR. */
export function loadEncryptionKey(configuredKey: string | undefined, dataDir: string): Buffer {
  if (configuredKey) return Buffer.from(configuredKey, 'hex');
  const keyFile = path.join(dataDir, 'encryption.key');
  if (!fs.existsSync(keyFile)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(keyFile, crypto.randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  }
  return Buffer.from(fs.readFileSync(keyFile, 'utf8').trim(), 'hex');
}

/** AES-256-GCM; stored as base64 of iv (12) + tag (16) + ciphertext. */
export function createFieldCipher(key: Buffer): FieldCipher {
  return {
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
