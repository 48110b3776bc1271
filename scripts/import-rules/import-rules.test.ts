import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The import rules of .dependency-cruiser.cjs, proven against deliberate offenders placed where the
// rules look and removed afterwards.
const root = path.resolve(import.meta.dirname, '../..');
const placed: string[] = [];

function place(relativePath: string, source: string) {
  const file = path.join(root, relativePath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, source);
  placed.push(file);
}

function violations(): string {
  try {
    execFileSync(
      'npx',
      ['depcruise', 'apps/web/src', 'packages/shared/src', '--config', '.dependency-cruiser.cjs'],
      {
        cwd: root,
        stdio: 'pipe',
      },
    );
    return '';
  } catch (error) {
    return String((error as { stdout?: Buffer }).stdout);
  }
}

afterEach(() => {
  for (const file of placed.splice(0)) fs.rmSync(path.dirname(file), { recursive: true, force: true });
});

describe('import rules', () => {
  it('pass on the code as it is', () => {
    expect(violations()).toBe('');
  });

  it('refuse a feature importing another feature, or app/', () => {
    place(
      'apps/web/src/features/zz-import-check/offender.ts',
      "export { paths } from '../jobs/api/get-jobs';\nexport * from '../../app/router';\n",
    );
    const found = violations();
    expect(found).toContain('feature-imports-other-feature');
    expect(found).toContain('feature-imports-app');
  });

  it('refuse packages/shared importing anything but zod', () => {
    place('packages/shared/src/zz-import-check/offender.ts', "export { Kysely } from 'kysely';\n");
    expect(violations()).toContain('shared-imports-framework');
  });
});
