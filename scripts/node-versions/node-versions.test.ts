import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertSupportedNode, SUPPORTED_NODE_MAJOR } from '../../apps/api/src/lib/supported-node';

/** docs/decisions/node-versions.md: every place that names the supported Node says the same. */
const repo = join(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(join(repo, file), 'utf8');

describe('the supported Node versions', () => {
  it('are the same in engines, the server check, the build target, the types and the scripts', () => {
    const manifest = JSON.parse(read('package.json'));
    expect(manifest.engines.node).toBe(`>=${SUPPORTED_NODE_MAJOR}`);
    expect(read('apps/api/build.mjs')).toContain(`target: 'node${SUPPORTED_NODE_MAJOR}'`);
    expect(JSON.parse(read('apps/api/package.json')).devDependencies['@types/node']).toBe(
      `^${SUPPORTED_NODE_MAJOR}`,
    );
    expect(read('scripts/supported-node.sh')).toContain(`SUPPORTED_MAJOR=${SUPPORTED_NODE_MAJOR}`);
    // the line .nvmrc names is the one fetched for an older machine, and it is supported
    const fetched = /FETCHED_LINE=(\d+)/.exec(read('scripts/supported-node.sh'))?.[1];
    expect(read('.nvmrc').trim()).toBe(fetched);
    expect(Number(fetched)).toBeGreaterThanOrEqual(SUPPORTED_NODE_MAJOR);
  });

  it('refuses an older Node in one line before the database opens', () => {
    expect(() => assertSupportedNode('20.20.2')).toThrow(
      /^Jobbel needs Node 22 or newer and this is Node 20\.20\.2/,
    );
    expect(() => assertSupportedNode('22.0.0')).not.toThrow();
    expect(() => assertSupportedNode('24.21.0')).not.toThrow();
  });

  it('starts, tests and fetches what it installs on that Node', () => {
    const scripts = JSON.parse(read('package.json')).scripts as Record<string, string>;
    for (const name of [
      'start',
      'test',
      'dev',
      'migrate',
      'admin:create',
      'bench',
      'backup',
      'restore',
      'rotate-key',
    ])
      expect(scripts[name], name).toMatch(/^scripts\/on-supported-node\.sh /);
    expect(read('.ci/run')).toMatch(/supported-node\.sh[\s\S]*npm ci/);
  });
});
