import { DEFAULT_LOCALE } from '@jobbel/shared/i18n/locales';
import { validation } from '@jobbel/shared/i18n/nl-BE/validation';
import { web } from '@jobbel/shared/i18n/nl-BE/web';
import i18next from 'i18next';

export const webCatalogue = { web, validation };

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof webCatalogue };
  }
}

// Synchronous, so that module-level labels read the catalogue; another language is a reload
// (docs/decisions/texts.md).
void i18next.init({
  lng: DEFAULT_LOCALE,
  fallbackLng: false,
  initAsync: false,
  resources: { [DEFAULT_LOCALE]: { translation: webCatalogue } },
  interpolation: { escapeValue: false }, // React escapes what it renders
});

/** The text of a catalogue key in the current language. */
export const t = i18next.t.bind(i18next) as typeof i18next.t;

/**
 * Shared schemas carry message keys, the API answers finished sentences: a key is translated, any
 * other message is shown as it came.
 */
export function translateMessage(message: string, params?: Record<string, unknown>): string {
  return i18next.exists(message) ? String(i18next.t(message as never, params as never)) : message;
}

/** Formats money, numbers and dates for the current language. */
export const locale = () => i18next.language;
