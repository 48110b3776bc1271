import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Jobbel is AGPL-3.0-or-later (LICENSE): every package it runs with must allow that. Permissive licences
 * and the weak and strong copyleft ones that combine with the AGPL do; anything else, or a package that
 * names no licence, fails here until someone has read its terms.
 */
const COMPATIBLE = new Set([
  '0BSD',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'CC0-1.0',
  'ISC',
  'MIT',
  'MIT-0',
  'MPL-2.0',
  'Unlicense',
  'WTFPL',
  'Zlib',
  'LGPL-3.0-or-later',
  'GPL-3.0-or-later',
  'AGPL-3.0-or-later',
]);

/**
 * Packages whose manifest names no licence, read by hand: the licence their own LICENSE file states, for
 * the version read. A new version is looked at again.
 */
const READ_BY_HAND: Record<string, string> = {
  // pdfmake's PNG reader (through pdfkit); its LICENSE file is the MIT licence
  'png-js@1.1.0': 'MIT',
};

const repo = join(import.meta.dirname, '../..');

type Manifest = {
  name: string;
  version: string;
  license?: string | { type: string };
  licenses?: { type: string }[];
};

function licenceOf(manifest: Manifest): string {
  const read = READ_BY_HAND[`${manifest.name}@${manifest.version}`];
  if (read) return read;
  if (typeof manifest.license === 'string') return manifest.license;
  if (manifest.license) return manifest.license.type;
  return manifest.licenses?.map((licence) => licence.type).join(' OR ') ?? '';
}

/** An SPDX expression of ORs of ANDs: one alternative whose every part is compatible is enough. */
function allows(expression: string): boolean {
  return expression
    .replace(/[()]/g, '')
    .split(/\s+OR\s+/)
    .some((alternative) => alternative.split(/\s+AND\s+/).every((part) => COMPATIBLE.has(part.trim())));
}

describe('licences of what Jobbel runs with', () => {
  it('are all compatible with the AGPL-3.0-or-later', () => {
    const folders = execFileSync('npm', ['ls', '--omit=dev', '--all', '--parseable'], {
      cwd: repo,
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .filter((folder) => folder.includes('node_modules'));
    const packages = folders.map(
      (folder) => JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as Manifest,
    );
    expect(packages.length).toBeGreaterThan(100);
    const refused = packages
      .filter((manifest) => !manifest.name.startsWith('@jobbel/') && !allows(licenceOf(manifest)))
      .map(
        (manifest) => `${manifest.name}@${manifest.version}: ${licenceOf(manifest) || 'no licence named'}`,
      );
    expect(refused).toEqual([]);
  });

  it('tells a compatible expression from one that is not', () => {
    expect(allows('(MIT OR WTFPL)')).toBe(true);
    expect(allows('(BSD-2-Clause OR MIT OR Apache-2.0)')).toBe(true);
    expect(allows('SSPL-1.0')).toBe(false);
    expect(allows('MIT AND BUSL-1.1')).toBe(false);
    expect(allows('')).toBe(false);
  });
});
