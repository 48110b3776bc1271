import fs from 'node:fs';
import { expect, it } from 'vitest';
// @ts-expect-error a plain script without types
import { OUTPUT, placesJson } from './make-belgian-places.mjs';

it('the committed Belgian places are exactly what the dataset gives (run npm run places to update)', () => {
  expect(fs.readFileSync(OUTPUT, 'utf8')).toBe(placesJson());
});
