import { DEFAULT_LOCALE } from '@jobbel/shared/i18n/locales';
import { api } from '@jobbel/shared/i18n/nl-BE/api';
import { mail } from '@jobbel/shared/i18n/nl-BE/mail';
import { validation } from '@jobbel/shared/i18n/nl-BE/validation';
import i18next from 'i18next';

export const apiCatalogue = { api, mail, validation };

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof apiCatalogue };
  }
}

const texts = i18next.createInstance();
// Synchronous, so that messages built at import time read the catalogue (docs/decisions/texts.md).
void texts.init({
  lng: DEFAULT_LOCALE,
  fallbackLng: false,
  initAsync: false,
  resources: { [DEFAULT_LOCALE]: { translation: apiCatalogue } },
  interpolation: { escapeValue: false }, // answers are JSON; mails escape their HTML themselves
});

/** The text of a catalogue key in the answer's language. */
export const t = texts.t.bind(texts) as typeof texts.t;

/** Shared schemas carry message keys: a key becomes its text, anything else stays as it is. */
export function translateMessage(message: string): string {
  return texts.exists(message) ? String(texts.t(message as never)) : message;
}
