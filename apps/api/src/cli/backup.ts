import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env';
import { backUp } from '../operations/backup';

/** npm run backup -- --to <folder>: a consistent copy while the server runs (docs/operations.md). */
function main() {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  if (!values.to) throw new Error('Usage: npm run backup -- --to /var/backups/jobbel/2026-11-26');
  const folder = path.resolve(values.to);
  const { manifest, warnings } = backUp(loadConfig(), folder);
  console.log(`Backed up the ${manifest.engine} database of Jobbel ${manifest.version} into ${folder}.`);
  for (const warning of warnings) console.warn(`Warning: ${warning}`);
}

try {
  main();
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
