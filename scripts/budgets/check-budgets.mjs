// Fails the build when a route's initial JavaScript is over budget, and prints every route's size.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipBytes, initialChunks } from './initial-javascript.mjs';

const BUDGET_BYTES = 100 * 1024;
const ROUTES = {
  // the home screen is part of the entry: the sign-in gates show it without waiting for a chunk
  '/': { source: null, texts: [] },
  // a route's own texts come beside its chunk, before it shows (apps/web/src/app/lazy-routes.ts)
  '/login': { source: 'src/app/routes/login.tsx', texts: [] },
  '/dashboard': { source: 'src/app/routes/dashboard.tsx', texts: [] },
};

const distDir = path.resolve(import.meta.dirname, '../../apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
// each reader downloads their own language only (docs/decisions/texts.md): every route fits in each
const LANGUAGES = ['nl-BE', 'fr-BE', 'en'];
let over = false;
for (const [route, { source, texts }] of Object.entries(ROUTES)) {
  for (const language of LANGUAGES) {
    const files = initialChunks(manifest, source, [
      `src/lib/languages/${language}.ts`,
      ...texts.map((section) => `../../packages/shared/src/i18n/${language}/web/${section}.ts`),
    ]);
    const bytes = gzipBytes(distDir, files);
    const fits = bytes <= BUDGET_BYTES;
    over ||= !fits;
    const kb = (value) => `${(value / 1024).toFixed(1)} KB`;
    console.log(
      `${fits ? 'ok  ' : 'OVER'} ${route.padEnd(11)} ${language.padEnd(6)} ${kb(bytes).padStart(9)} of ${kb(BUDGET_BYTES)} gzip in ${files.length} files`,
    );
  }
}
if (over) {
  console.error(
    'Initial JavaScript over budget: split the route or drop a dependency (docs/decisions/preact.md).',
  );
  process.exit(1);
}
