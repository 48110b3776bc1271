import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A PostgreSQL client program (pg_dump, pg_restore): on PATH, or in Debian's versioned folders, where
 * the `postgresql` and `postgresql-client` packages put them.
 */
export function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const onPath = process.env.PATH?.split(path.delimiter)
    .map((folder) => path.join(folder, name))
    .find((candidate) => fs.existsSync(candidate));
  if (onPath) return onPath;
  const debian = '/usr/lib/postgresql';
  const versions = fs.existsSync(debian) ? fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions
    .map((version) => path.join(debian, version, 'bin', name))
    .find((file) => fs.existsSync(file));
  if (!found)
    throw new Error(
      `${name} is missing: install PostgreSQL's client tools (apt-get install -y postgresql-client)`,
    );
  return found;
}

/** Runs a PostgreSQL client program; its complaint, if any, becomes the error. */
export function runPostgresTool(name: 'pg_dump' | 'pg_restore', args: string[]): void {
  try {
    execFileSync(postgresTool(name), args, { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(`${name} failed: ${stderr || (error as Error).message}`);
  }
}
