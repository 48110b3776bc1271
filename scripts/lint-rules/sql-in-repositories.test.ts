import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// lint/sql-in-repositories.grit, proven against a deliberate offender placed where the rule looks
const root = path.resolve(import.meta.dirname, '../..');
// inside a module of a layer, so that the import rules, checked meanwhile, find nothing wrong with it
const folder = path.join(root, 'apps/api/src/modules/jobs/zz-lint-check');
const QUERY = `import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';

export const jobsOf = (db: Kysely<Database>) => db.selectFrom('jobs').selectAll().execute();
`;

function lint(file: string, source: string): string {
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, file), source);
  const run = spawnSync('npx', ['biome', 'lint', path.join(folder, file)], { cwd: root, encoding: 'utf8' });
  return `${run.stdout}${run.stderr}`;
}

afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('SQL only in repositories', () => {
  it('refuses a Kysely query builder in a service', () => {
    expect(lint('zz.service.ts', QUERY)).toContain('SQL belongs in a *.repository.ts file');
  });

  it('allows it in a repository', () => {
    expect(lint('zz.repository.ts', QUERY)).not.toContain('SQL belongs in a *.repository.ts file');
  });
});
