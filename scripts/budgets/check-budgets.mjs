// Fails the build when a route's initial JavaScript is over budget, and prints every route's size.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SCREEN_TEXTS } from '../../apps/web/src/app/screen-texts.ts';
import { gzipBytes, initialChunks } from './initial-javascript.mjs';

const KB = 1024;
// every new visitor's first screens: the home screen, signing in, registering and the job list
const FIRST_SCREEN_BUDGET = 100 * KB;
const FIRST_SCREENS = new Set(['/', 'login', 'dashboard', 'register']);
const SCREEN_BUDGET = 150 * KB;

// the home screen is part of the entry: the sign-in gates show it without waiting for a chunk
const ROUTES = [
  { name: '/', source: null, texts: [] },
  ...Object.entries(SCREEN_TEXTS).map(([name, texts]) => ({
    name,
    source: `src/app/routes/${name}.tsx`,
    texts,
  })),
];

/** The chunk of a text section the route loads beside its code (apps/web/src/lib/languages/*.ts). */
function textChunk(language, section) {
  if (section === 'engagementValidation')
    return `../../packages/shared/src/i18n/${language}/validation-engagements.ts`;
  const file = section.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return `../../packages/shared/src/i18n/${language}/web/${file}.ts`;
}

const distDir = path.resolve(import.meta.dirname, '../../apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
/** The script a prepared page runs first, beside its chunks (apps/web/build/route-preload-pages.ts). */
const firstScripts = (route) =>
  readdirSync(path.join(distDir, 'assets'))
    .filter((file) => file.startsWith(`${route}-first-`) && file.endsWith('.js'))
    .map((file) => `assets/${file}`);
// each reader downloads their own language only (docs/decisions/texts.md): every route fits in each
const LANGUAGES = ['nl-BE', 'fr-BE', 'en'];
const kb = (value) => `${(value / KB).toFixed(1)} KB`;
const over = [];
for (const { name, source, texts } of ROUTES) {
  const budget = FIRST_SCREENS.has(name) ? FIRST_SCREEN_BUDGET : SCREEN_BUDGET;
  for (const language of LANGUAGES) {
    const files = [
      ...initialChunks(manifest, source, [
        `src/lib/languages/${language}.ts`,
        ...texts.map((section) => textChunk(language, section)),
      ]),
      ...firstScripts(name),
    ];
    const bytes = gzipBytes(distDir, files);
    if (bytes > budget) over.push(`${name} (${language})`);
    console.log(
      `${bytes <= budget ? 'ok  ' : 'OVER'} ${name.padEnd(25)} ${language.padEnd(6)} ${kb(bytes).padStart(9)} of ${kb(budget)} gzip in ${files.length} files`,
    );
  }
}
if (over.length > 0) {
  console.error(
    `Initial JavaScript over budget: ${over.join(', ')}. Split the route or load what it needs later (docs/performance.md).`,
  );
  process.exit(1);
}
