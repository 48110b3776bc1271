import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { AppConfig } from '../config/env';
import { sqliteFile } from '../db/create-db';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from '../lib/data-dir';
import { installedEncryptionKey } from '../lib/field-encryption';
import { runPostgresTool } from './database-tools';

/** What a backup folder holds (docs/operations.md: backups). */
export const BACKUP_MANIFEST = 'backup.json';
export const KEYS_FILE = 'keys.json';
export const SQLITE_COPY = 'jobbel.sqlite';
export const POSTGRES_DUMP = 'jobbel.dump';

export interface BackupManifest {
  version: string;
  engine: 'sqlite' | 'postgres';
  createdAt: string;
  database: string;
}

export interface BackupKeys {
  /** 64 hex characters: without it every national register number in the copy is lost */
  encryptionKey: string;
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
}

/**
 * A consistent copy of the database while the server runs, and the keys beside it in a file of their
 * own: SQLite through VACUUM INTO (one read transaction: a snapshot, never torn pages, writers go on),
 * PostgreSQL through pg_dump in custom format (one snapshot too). Answers what it wrote, and warnings.
 */
export function backUp(config: AppConfig, folder: string): { manifest: BackupManifest; warnings: string[] } {
  fs.mkdirSync(folder, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  const engine = config.DATABASE_URL ? 'postgres' : 'sqlite';
  const database = engine === 'postgres' ? POSTGRES_DUMP : SQLITE_COPY;
  const target = path.join(folder, database);
  if (fs.existsSync(target)) throw new Error(`${target} exists already: back up into an empty folder`);
  if (engine === 'postgres') {
    runPostgresTool('pg_dump', ['--format=custom', `--file=${target}`, config.DATABASE_URL!]);
  } else {
    const source = sqliteFile(config.dataDir);
    if (!fs.existsSync(source)) throw new Error(`There is no database at ${source}`);
    const connection = new SQLite(source, { readonly: true, fileMustExist: true });
    try {
      connection.pragma('busy_timeout = 5000');
      connection.prepare('VACUUM INTO ?').run(target);
    } finally {
      connection.close();
    }
  }
  fs.chmodSync(target, PRIVATE_FILE_MODE);

  const warnings: string[] = [];
  const encryptionKey = installedEncryptionKey(config.ENCRYPTION_KEY, config.dataDir);
  if (encryptionKey) {
    const keys: BackupKeys = {
      encryptionKey,
      ...(config.VAPID_PUBLIC_KEY ? { vapidPublicKey: config.VAPID_PUBLIC_KEY } : {}),
      ...(config.VAPID_PRIVATE_KEY ? { vapidPrivateKey: config.VAPID_PRIVATE_KEY } : {}),
    };
    fs.writeFileSync(path.join(folder, KEYS_FILE), `${JSON.stringify(keys, null, 2)}\n`, {
      mode: PRIVATE_FILE_MODE,
    });
    warnings.push(
      `${KEYS_FILE} holds the encryption key: store it apart from the database copy (another disk, a password manager). Without it every national register number is lost; with the copy, it opens them.`,
    );
  } else {
    warnings.push(
      'No encryption key was found: nothing encrypted has been stored yet, so none is in this backup.',
    );
  }
  const manifest: BackupManifest = {
    version: config.version,
    engine,
    createdAt: new Date().toISOString(),
    database,
  };
  fs.writeFileSync(path.join(folder, BACKUP_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: PRIVATE_FILE_MODE,
  });
  return { manifest, warnings };
}
