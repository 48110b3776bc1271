import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The import rules of .dependency-cruiser.cjs, proven against deliberate offenders placed where the
// rules look and removed afterwards. One run of the cruiser over the code with every offender in it:
// each run takes seconds.
const root = path.resolve(import.meta.dirname, '../..');

/** Each offender's files, and the rules that must name them. */
const offenders: Record<string, { rules: string[]; files: Record<string, string> }> = {
  'a feature importing another feature, or app/': {
    rules: ['feature-imports-other-feature', 'feature-imports-app'],
    files: {
      'apps/web/src/features/zz-import-check/offender.ts':
        "export { paths } from '../jobs/api/get-jobs';\nexport * from '../../app/router';\n",
    },
  },
  'packages/shared importing anything but zod': {
    rules: ['shared-imports-framework'],
    files: { 'packages/shared/src/zz-import-check/offender.ts': "export { Kysely } from 'kysely';\n" },
  },
  'an API module importing a module of a higher layer': {
    rules: ['api-uploads-layer-imports-higher'],
    files: {
      'apps/api/src/modules/uploads/zz-import-check/offender.ts':
        "export * from '../../jobs/jobs.repository';\n",
    },
  },
  'an import circle in the API': {
    rules: ['api-no-circular'],
    files: {
      'apps/api/src/lib/zz-import-circle/first.ts': "export * from './second';\nexport const first = 1;\n",
      'apps/api/src/lib/zz-import-circle/second.ts': "export * from './first';\nexport const second = 2;\n",
    },
  },
  'lib importing a module': {
    rules: ['api-floor-imports-up'],
    files: {
      'apps/api/src/lib/zz-import-check/offender.ts': "export * from '../../modules/jobs/jobs.repository';\n",
    },
  },
  'plugins importing a module': {
    rules: ['api-plugins-import-modules'],
    files: {
      'apps/api/src/plugins/zz-import-check/offender.ts':
        "export * from '../../modules/auth/token.service';\n",
    },
  },
  'a module importing app.ts': {
    rules: ['api-module-imports-top'],
    files: { 'apps/api/src/modules/jobs/zz-import-check/offender.ts': "export * from '../../../app';\n" },
  },
  'an API module that has no layer': {
    rules: ['api-module-without-layer'],
    files: { 'apps/api/src/modules/zz-import-check/offender.ts': "export * from '../../lib/clock';\n" },
  },
};

/** The cruiser's findings, each as its rule and the file that broke it. */
function violations(): { rule: string; from: string }[] {
  let output = '';
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
      { cwd: root, stdio: 'pipe' },
    );
  } catch (error) {
    output = String((error as { stdout?: Buffer }).stdout);
  }
  return [...output.matchAll(/^\s*error ([\w-]+): (\S+)/gm)].map(([, rule, from]) => ({
    rule: rule!,
    from: from!,
  }));
}

const placedFiles = Object.values(offenders).flatMap((offender) => Object.keys(offender.files));
let found: { rule: string; from: string }[] = [];

beforeAll(() => {
  for (const offender of Object.values(offenders))
    for (const [relativePath, source] of Object.entries(offender.files)) {
      const file = path.join(root, relativePath);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, source);
    }
  found = violations();
}, 60_000);

afterAll(() => {
  for (const relativePath of placedFiles)
    fs.rmSync(path.dirname(path.join(root, relativePath)), { recursive: true, force: true });
});

describe('import rules', () => {
  it('pass on the code as it is: every finding is an offender placed here', () => {
    expect(found.filter((violation) => !placedFiles.includes(violation.from))).toEqual([]);
  });

  for (const [what, offender] of Object.entries(offenders))
    it(`refuse ${what}`, () => {
      for (const rule of offender.rules)
        expect(found).toContainEqual({ rule, from: expect.toBeOneOf(Object.keys(offender.files)) });
    });
});
