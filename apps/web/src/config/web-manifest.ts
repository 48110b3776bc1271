import { app as english } from '@jobbel/shared/i18n/en/web/app';
import { app as french } from '@jobbel/shared/i18n/fr-BE/web/app';
import type { Language } from '@jobbel/shared/i18n/locales';
import { app as dutch } from '@jobbel/shared/i18n/nl-BE/web/app';
import type { ManifestOptions } from 'vite-plugin-pwa';

const appTexts = { 'nl-BE': dutch, 'fr-BE': french, en: english };

/**
 * A text of the app's catalogue, read without the translator: the build's config loads this file
 * outside the bundler, where only the catalogues themselves (plain objects) load.
 */
function textOf(language: Language, key: `web.app.${string}`): string {
  const found = key
    .split('.')
    .slice(2)
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], appTexts[language]);
  return String(found);
}

/**
 * The installable app: name, language, colours and icons a phone shows on its home screen. One manifest
 * per language; the page links the reader's (lib/i18n.ts), the build writes each (vite.config.ts).
 */
export function webManifestIn(language: Language): Partial<ManifestOptions> {
  return {
    name: 'Jobbel',
    short_name: 'Jobbel',
    description: textOf(language, 'web.app.manifest.description'),
    lang: language,
    dir: 'ltr',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#0f766e',
    background_color: '#f8fafc',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** The manifest the HTML links first: the default language's. */
export const webManifest = webManifestIn('nl-BE');
