import { createRequire } from 'node:module';
import path from 'node:path';
import preact from '@preact/preset-vite';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { earlyFirstPageFile } from './build/early-first-page-file';
import { routePreloadPages } from './build/route-preload-pages';
import { manifestPath } from './src/config/manifest-path';
import { webManifest, webManifestIn } from './src/config/web-manifest';

// date-fns' words and date formats per language, without its parsing and relative wording, which Jobbel
// never uses: about 2 KB less on every first screen (src/lib/languages/language-pack.ts)
const dateFnsLocales = path.join(
  path.dirname(createRequire(import.meta.url).resolve('date-fns/package.json')),
  'locale',
);

const reactRouterModule = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/development/index.mjs',
);

export default defineConfig({
  resolve: { alias: [{ find: /^date-fns-locale-parts\//, replacement: `${dateFnsLocales}/` }] },
  plugins: [
    // React's API on Preact's runtime: 60 KB less JavaScript before a phone shows anything (docs/decisions/preact.md)
    preact({ prerender: { enabled: false } }),
    tailwindcss(),
    // the reader's texts, and the dashboard's first jobs, are asked for as soon as the page arrives, not
    // once the app's code has (docs/decisions/phone-delivery.md)
    routePreloadPages(
      { login: 'src/app/routes/login.tsx', dashboard: 'src/app/routes/dashboard.tsx' },
      { dashboard: earlyFirstPageFile() },
      (language) => `src/lib/languages/${language}.ts`,
    ),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false, // app/service-worker.ts registers it once the first screen has settled
      manifest: webManifest,
      workbox: {
        // the app shell and its assets work offline; API answers are personal and never cached
        // index.html answers every path offline; the prepared pages (login.nl-BE.html) serve only a first
        // visit, and precached they would answer their path from the cache by name, which the browser refused
        globPatterns: ['**/*.{js,css,svg,png,woff2}', 'index.html'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/upload/],
        // shows Web Push notifications and opens their link (public/push-handler.js)
        importScripts: ['push-handler.js'],
      },
    }),
    {
      // the other languages' manifests beside the default one the PWA plugin writes
      name: 'manifests-per-language',
      apply: 'build',
      generateBundle() {
        for (const language of ['fr-BE', 'en'] as const)
          this.emitFile({
            type: 'asset',
            fileName: manifestPath(language).slice(1),
            source: JSON.stringify(webManifestIn(language)),
          });
      },
    },
    // brotli and gzip next to every text file: the server sends them without compressing per request
    compression({ algorithms: ['gzip', 'brotliCompress'] }),
  ],
  // scripts/budgets reads which chunks each route loads; es2022 for the top-level await that loads the
  // reader's language before any text is read (docs/decisions/texts.md)
  build: {
    manifest: true,
    target: 'es2022',
    // Preact and its compat layer are on every screen: one chunk, whichever lazy chunk also imports the
    // core. The rest of what the entry imports is one chunk too, not ten shared ones of 1-6 KB: over
    // HTTP/1.1 a phone fetches six files at a time, and each costs a round trip (docs/performance.md).
    // For the same reason the small chunks lazy screens share (under 6 KB of source: dates, money, icons)
    // are copied into each screen that reads them, one state for all copies: the dashboard is 10 files
    // instead of 22 (docs/decisions/phone-delivery.md). Styles stay files of their own.
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 6000, exclude: /\.css(\?|$)/ },
          groups: [
            { name: 'preact', test: /[\\/]node_modules[\\/]preact[\\/]/, priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/upload': 'http://localhost:3000' } },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // worker threads start faster than child processes: 164 → 136 s for the unit run on two cores
    pool: 'threads',
    // libraries that import react must see the same Preact alias as the app does
    server: { deps: { inline: [/react-router/, /@tanstack\/react-query/, /react-hook-form/, /@hookform/] } },
    // Node's conditions would pick React Router's CommonJS build, whose require('react') no alias reaches
    alias: [{ find: /^react-router$/, replacement: reactRouterModule }],
  },
});
