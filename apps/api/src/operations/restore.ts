import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { AppConfig } from '../config/env';
import { createDb, sqliteFile } from '../db/create-db';
import { PRIVATE_FILE_MODE } from '../lib/data-dir';
import { createFieldCipher, encryptionKeyFile, FIELD_KEY_CHECK } from '../lib/field-encryption';
import { findServerKey } from '../lib/server-keys.repository';
import { BACKUP_MANIFEST, type BackupKeys, type BackupManifest, KEYS_FILE } from './backup';
import { runPostgresTool } from './database-tools';
import { countAccountsAndJobs } from './operations.repository';

async function holdsTables(config: AppConfig): Promise<boolean> {
  if (config.DATABASE_URL) {
    const client = new pg.Client({ connectionString: config.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query(
        `select count(*)::int as tables from information_schema.tables where table_schema = 'public'`,
      );
      return rows[0].tables > 0;
    } finally {
      await client.end();
    }
  }
  const file = sqliteFile(config.dataDir);
  if (!fs.existsSync(file)) return false;
  const connection = new SQLite(file, { readonly: true });
  try {
    const { tables } = connection
      .prepare(
        `select count(*) as tables from sqlite_master where type = 'table' and name not like 'sqlite_%'`,
      )
      .get() as { tables: number };
    return tables > 0;
  } finally {
    connection.close();
  }
}

/** The key the restored data needs, where this install will find it: ENCRYPTION_KEY, or DATA_DIR. */
function placeKey(config: AppConfig, keys: BackupKeys, force: boolean): void {
  if (config.ENCRYPTION_KEY) {
    if (config.ENCRYPTION_KEY.toLowerCase() !== keys.encryptionKey.toLowerCase())
      throw new Error('ENCRYPTION_KEY is not the key of this backup: configure the one in its keys file');
    return;
  }
  const file = encryptionKeyFile(config.dataDir);
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8').trim() !== keys.encryptionKey && !force)
    throw new Error(`${file} holds another key: add --force to replace it with the backup's`);
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, keys.encryptionKey, { mode: PRIVATE_FILE_MODE });
}

/** Opens the restored database and decrypts its key check with the key put in place. */
async function assertKeyOpensRestored(config: AppConfig, keys: BackupKeys | undefined) {
  const { db } = createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    const check = await findServerKey(db, FIELD_KEY_CHECK);
    if (check !== undefined) {
      if (!keys)
        throw new Error(`The backup holds encrypted data and there is no ${KEYS_FILE}: give it with --keys`);
      try {
        createFieldCipher(Buffer.from(keys.encryptionKey, 'hex')).decrypt(check);
      } catch {
        throw new Error(
          `The key in ${KEYS_FILE} does not open the restored data: it belongs to another backup`,
        );
      }
    }
    return await countAccountsAndJobs(db);
  } finally {
    await db.destroy();
  }
}

/**
 * Puts a backup (backup.ts) in place of this install's database: refused over a database that holds
 * anything unless `force`; the key goes where the server looks for it, and only once the key is seen
 * to open the restored data is the restore reported done. No server may run on the target meanwhile.
 */
export async function restore(
  config: AppConfig,
  folder: string,
  options: { force?: boolean; keysFile?: string } = {},
): Promise<{ accounts: number; jobs: number; manifest: BackupManifest }> {
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, BACKUP_MANIFEST), 'utf8')) as BackupManifest;
  const engine = config.DATABASE_URL ? 'postgres' : 'sqlite';
  if (manifest.engine !== engine)
    throw new Error(`This is a ${manifest.engine} backup and this install runs on ${engine}`);
  const keysFile = options.keysFile ?? path.join(folder, KEYS_FILE);
  const keys = fs.existsSync(keysFile)
    ? (JSON.parse(fs.readFileSync(keysFile, 'utf8')) as BackupKeys)
    : undefined;
  if (!options.force && (await holdsTables(config)))
    throw new Error('The database is not empty: add --force to replace what it holds with the backup');
  if (keys) placeKey(config, keys, options.force ?? false);

  const copy = path.join(folder, manifest.database);
  if (engine === 'postgres') {
    runPostgresTool('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      `--dbname=${config.DATABASE_URL}`,
      copy,
    ]);
  } else {
    fs.mkdirSync(config.dataDir, { recursive: true });
    const target = sqliteFile(config.dataDir);
    for (const leftover of [target, `${target}-wal`, `${target}-shm`]) fs.rmSync(leftover, { force: true });
    fs.copyFileSync(copy, target);
    fs.chmodSync(target, PRIVATE_FILE_MODE);
  }
  return { ...(await assertKeyOpensRestored(config, keys)), manifest };
}
