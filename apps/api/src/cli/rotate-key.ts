import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env';
import { rotateKey } from '../operations/rotate-key';

/** npm run rotate-key [-- --new-key <64 hex>]: with every instance stopped (docs/operations.md, "Secrets"). */
async function main() {
  const { values } = parseArgs({ options: { 'new-key': { type: 'string' } } });
  const config = loadConfig();
  const rotated = await rotateKey(config, values['new-key']);
  console.log(`Re-encrypted ${rotated.reencrypted} values under the new key.`);
  if (rotated.keyFile)
    console.log(`The new key is in ${rotated.keyFile}. Back it up apart from the data now.`);
  else
    console.log(
      `Configure every instance with ENCRYPTION_KEY=${rotated.newKey} before starting it, and keep this key apart from the data.`,
    );
  console.log('Codes mailed before the rotation no longer work: their owners ask for a new one.');
}

main().catch((error: unknown) => {
  console.error(`Rotating the key failed: ${(error as Error).message}`);
  process.exitCode = 1;
});
