import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env';
import { restore } from '../operations/restore';

/** npm run restore -- --from <folder> [--keys <file>] [--force]: with no server running on the target. */
async function main() {
  const { values } = parseArgs({
    options: { from: { type: 'string' }, keys: { type: 'string' }, force: { type: 'boolean' } },
  });
  if (!values.from)
    throw new Error(
      'Usage: npm run restore -- --from /var/backups/jobbel/2026-11-26 [--keys keys.json] [--force]',
    );
  const folder = path.resolve(values.from);
  const restored = await restore(loadConfig(), folder, {
    force: values.force ?? false,
    keysFile: values.keys ? path.resolve(values.keys) : undefined,
  });
  console.log(
    `Restored the backup of ${restored.manifest.createdAt} (Jobbel ${restored.manifest.version}): ${restored.accounts} accounts, ${restored.jobs} jobs; the key opens the stored data. Start Jobbel now.`,
  );
}

main().catch((error: unknown) => {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
});
