import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { exportJsonSchemas } from '../../packages/shared/src/engagements/export-json-schemas';
import { EXPORT_FORMAT_VERSION } from '../../packages/shared/src/engagements/exports.schemas';

it('the documented export schemas are the ones the API sends by (npm run docs:exports writes them)', () => {
  const file = new URL(`../../docs/exports/format-${EXPORT_FORMAT_VERSION}.schema.json`, import.meta.url);
  expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(exportJsonSchemas());
});
