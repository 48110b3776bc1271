import type { Language } from '@jobbel/shared/i18n/locales';

/** Where a language's own web app manifest is served (config/web-manifest.ts writes each). */
export const manifestPath = (language: Language) =>
  language === 'nl-BE' ? '/manifest.webmanifest' : `/manifest-${language}.webmanifest`;
