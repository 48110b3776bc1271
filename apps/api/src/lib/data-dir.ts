import fs from 'node:fs';
import path from 'node:path';

/** Owner-only: the database, the encryption key and the uploads hold personal data. */
export const PRIVATE_DIRECTORY_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Writes and removes a small file: fails on a read-only, full or missing folder, naming it. */
export function assertWritable(directory: string): void {
  const probe = path.join(directory, `.write-probe-${process.pid}`);
  try {
    fs.writeFileSync(probe, 'ok', { mode: PRIVATE_FILE_MODE });
    fs.rmSync(probe);
  } catch (error) {
    throw new Error(
      `${directory} is not writable (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
    );
  }
}

/** Creates DATA_DIR (owner-only) and proves it can be written before anything is stored there. */
export function prepareDataDir(dataDir: string): void {
  try {
    fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  } catch (error) {
    throw new Error(
      `DATA_DIR ${dataDir} cannot be created (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
    );
  }
  try {
    assertWritable(dataDir);
  } catch (error) {
    throw new Error(`DATA_DIR ${(error as Error).message}`);
  }
}
