import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const E2E = path.resolve(import.meta.dirname, '../../apps/web/e2e');

/**
 * Signed-in pages and new accounts are fixtures (apps/web/e2e/support/fixtures.ts): a spec that took
 * `test` from Playwright itself would go back to signing in by hand.
 */
it('every end-to-end spec takes test and expect from the shared fixtures', () => {
  const specs = fs.readdirSync(E2E).filter((name) => name.endsWith('.spec.ts'));
  expect(specs.length).toBeGreaterThan(20);
  const offenders = specs.filter((name) => {
    const text = fs.readFileSync(path.join(E2E, name), 'utf8');
    const fromPlaywright = /import \{([^}]*)\} from '@playwright\/test'/.exec(text)?.[1] ?? '';
    return /\b(test|expect)\b/.test(fromPlaywright) || !text.includes("from './support/fixtures'");
  });
  expect(offenders).toEqual([]);
});
