import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREEN_TEXTS } from '../../apps/web/src/app/screen-texts';
import { webAtStart } from '../../packages/shared/src/i18n/nl-BE/web';

/**
 * The web downloads the texts of its first screens with the reader's language and each other section with
 * the screens that read it (apps/web/src/app/screen-texts.ts, docs/decisions/texts.md). A section that a
 * screen reads but neither brings would show raw keys: this follows every import of each screen, also
 * the components it loads later, and names the sections each one reads.
 */
const web = join(import.meta.dirname, '../../apps/web/src');
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const SECTION = /['"`]web\.(\w+)\./g;

function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = join(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((file) => existsSync(file));
}

/** Every module a file brings in, statically or later, except the screens the router loads and the language packs. */
function modulesOf(start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || file.includes('/lib/languages/')) return;
    seen.add(file);
    if (file.endsWith('app/lazy-routes.ts')) return;
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolve(file, match[1] ?? match[2] ?? '');
      if (target) visit(target);
    }
  };
  visit(start);
  return seen;
}

function sectionsReadBy(modules: Set<string>): Map<string, string> {
  const sections = new Map<string, string>();
  // lib/i18n.ts names the lists that have labels; the screens that show them read them
  for (const file of modules)
    if (!file.endsWith('lib/i18n.ts'))
      for (const match of readFileSync(file, 'utf8').matchAll(SECTION))
        if (!sections.has(match[1]!)) sections.set(match[1]!, relative(web, file));
  return sections;
}

/** Each lazily loaded screen of app/routes/ with the screen texts its route loads (app/screen-texts.ts). */
function screens(): { route: string; texts: readonly string[] }[] {
  return Object.entries(SCREEN_TEXTS).map(([module, texts]) => ({
    route: join(web, 'app/routes', `${module}.tsx`),
    texts,
  }));
}

const atStart = new Set(Object.keys(webAtStart));

describe('screen texts (docs/decisions/texts.md)', () => {
  it('the shell reads only the texts that come with the language', () => {
    const late = [...sectionsReadBy(modulesOf(join(web, 'main.tsx')))].filter(
      ([section]) => !atStart.has(section),
    );
    expect(late.map(([section, file]) => `${section} read by ${file}`)).toEqual([]);
  });

  it('lists every screen the router loads, so each is within its JavaScript budget too', () => {
    const loaded = readFileSync(join(web, 'app/lazy-routes.ts'), 'utf8').matchAll(
      /import\('\.\/routes\/([\w-]+)'\)/g,
    );
    expect(new Set([...loaded].map((match) => match[1]))).toEqual(new Set(Object.keys(SCREEN_TEXTS)));
  });

  it('every screen brings the texts it reads', () => {
    const found = screens();
    expect(found.length).toBeGreaterThan(20);
    const missing = found.flatMap(({ route, texts }) =>
      [...sectionsReadBy(modulesOf(route))]
        .filter(([section]) => !atStart.has(section) && !texts.includes(section))
        .map(([section, file]) => `${relative(web, route)} lacks ${section} (read by ${file})`),
    );
    expect(missing).toEqual([]);
  });
});
