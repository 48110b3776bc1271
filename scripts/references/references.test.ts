import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * The issues a change was made for are not in the repository, so a comment that cites one leads a
 * reader nowhere: a decision is explained where it is made, or in docs/decisions/.
 */
it('no source file or document cites an issue by number', () => {
  const search = spawnSync(
    'git',
    [
      'grep',
      '-n',
      '-I',
      '-E',
      '[Ii]ssues? [0-9]+',
      '--',
      'apps',
      'packages',
      'scripts',
      'docs',
      '*.cjs',
      '*.md',
    ],
    { cwd: path.resolve(import.meta.dirname, '../..'), encoding: 'utf8' },
  );
  // git grep: 0 found something, 1 found nothing
  expect(search.status, search.stderr).not.toBe(2);
  expect(search.stdout).toBe('');
});
