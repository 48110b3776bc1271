import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * A migration runs the same on every database whenever it is applied, also years after it was written:
 * it reads nothing that later code changes. Only Kysely, Node's own modules and the data frozen beside it (./frozen/).
 */
it('every migration imports only Kysely, Node and the data frozen beside it', () => {
  const folder = import.meta.dirname;
  const offenders = readdirSync(folder)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) =>
      [...readFileSync(path.join(folder, file), 'utf8').matchAll(/^import[^'"]*['"]([^'"]+)['"]/gm)]
        .map((match) => match[1] ?? '')
        .filter((source) => source !== 'kysely' && !/^(node:|\.\/frozen\/)/.test(source))
        .map((source) => `${file} imports ${source}`),
    );
  expect(offenders).toEqual([]);
});
