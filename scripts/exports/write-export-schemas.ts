import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { exportJsonSchemas } from '../../packages/shared/src/engagements/export-json-schemas';
import { EXPORT_FORMAT_VERSION } from '../../packages/shared/src/engagements/exports.schemas';

/** Writes docs/exports/format-N.schema.json from the shared schemas (npm run docs:exports). */
const file = new URL(`../../docs/exports/format-${EXPORT_FORMAT_VERSION}.schema.json`, import.meta.url);
writeFileSync(file, `${JSON.stringify(exportJsonSchemas(), null, 2)}\n`);
// formatted as the rest of the repository, so `npm run lint` accepts the file as written
execFileSync('npx', ['biome', 'format', '--write', fileURLToPath(file)], { stdio: 'inherit' });
