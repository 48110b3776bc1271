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
      [
        'depcruise',
        'apps/web/src',
        'packages/shared/src',
        'apps/api/src',
        '--config',
        '.dependency-cruiser.cjs',
      ],
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

  it('refuse an API module importing a module of a higher layer', () => {
    place(
      'apps/api/src/modules/uploads/zz-import-check/offender.ts',
      "export * from '../../jobs/jobs.repository';\n",
    );
    expect(violations()).toContain('api-uploads-layer-imports-higher');
  });

  it('refuse an import circle in the API', () => {
    place(
      'apps/api/src/lib/zz-import-check/first.ts',
      "export * from './second';\nexport const first = 1;\n",
    );
    place(
      'apps/api/src/lib/zz-import-check/second.ts',
      "export * from './first';\nexport const second = 2;\n",
    );
    expect(violations()).toContain('api-no-circular');
  });

  it('refuse lib importing a module, plugins importing a module, a module importing app.ts', () => {
    place(
      'apps/api/src/lib/zz-import-check/offender.ts',
      "export * from '../../modules/jobs/jobs.repository';\n",
    );
    place(
      'apps/api/src/plugins/zz-import-check/offender.ts',
      "export * from '../../modules/auth/token.service';\n",
    );
    place('apps/api/src/modules/jobs/zz-import-check/offender.ts', "export * from '../../../app';\n");
    const found = violations();
    expect(found).toContain('api-floor-imports-up');
    expect(found).toContain('api-plugins-import-modules');
    expect(found).toContain('api-module-imports-top');
  });

  it('refuse an API module that has no layer', () => {
    place('apps/api/src/modules/zz-import-check/offender.ts', "export * from '../../lib/clock';\n");
    expect(violations()).toContain('api-module-without-layer');
  });
});
