import type { ManifestOptions } from 'vite-plugin-pwa';

/** The installable app: name, language, colours and icons a phone shows on its home screen. */
export const webManifest: Partial<ManifestOptions> = {
  name: 'Jobbel',
  short_name: 'Jobbel',
  description: 'Flexibel werk in de horeca rond Gent: zoek shifts, solliciteer en beheer je jobs.',
  lang: 'nl-BE',
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
