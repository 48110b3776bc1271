import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { webAtStart } from '../../packages/shared/src/i18n/nl-BE/web';

/**
 * The web downloads the texts of its first screens with the reader's language and each other section with
 * the screens that read it (apps/web/src/app/lazy-routes.ts, docs/decisions/texts.md). A section that a
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

/** Each lazily loaded screen of app/lazy-routes.ts with the screen texts it loads. */
function screens(): { route: string; texts: string[] }[] {
  const source = readFileSync(join(web, 'app/lazy-routes.ts'), 'utf8');
  const named: Record<string, string> = Object.fromEntries(
    [...source.matchAll(/const (\w+) = \[([^\]]*)\] as const/g)].map((match) => [match[1], match[2]]),
  );
  const quoted = (text: string) => [...text.matchAll(/'(\w+)'/g)].map((name) => name[1]!);
  return [...source.matchAll(/screen\(\s*\(\) => import\('([^']+)'\),\s*'\w+',?\s*(\[[^\]]*\]|\w+)?/g)].map(
    (match) => {
      const texts = match[2] ?? '';
      // a list of names, a named list (PROFILE_TEXTS) or both ([...ENGAGEMENT_TEXTS, 'shifts'])
      const lists = [...texts.matchAll(/\b[A-Z_]+\b/g)].map((name) => named[name[0]] ?? '');
      return {
        route: join(web, 'app', `${match[1]}.tsx`),
        texts: [...quoted(texts), ...lists.flatMap(quoted)],
      };
    },
  );
}

const atStart = new Set(Object.keys(webAtStart));

describe('screen texts (docs/decisions/texts.md)', () => {
  it('the shell reads only the texts that come with the language', () => {
    const late = [...sectionsReadBy(modulesOf(join(web, 'main.tsx')))].filter(
      ([section]) => !atStart.has(section),
    );
    expect(late.map(([section, file]) => `${section} read by ${file}`)).toEqual([]);
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
