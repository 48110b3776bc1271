import { DEFAULT_LOCALE } from '@jobbel/shared/i18n/locales';
import { validation } from '@jobbel/shared/i18n/nl-BE/validation';
import { web } from '@jobbel/shared/i18n/nl-BE/web';
import { createTranslator, type TextParams } from '@jobbel/shared/i18n/translator';

export const webCatalogue = { web, validation };

// Synchronous, so that module-level labels read the catalogue; another language is a reload
// (docs/decisions/texts.md).
const texts = createTranslator(webCatalogue);

/** The text of a catalogue key in the current language. */
export const t = texts.t;

/** Tests fail on a text the catalogue lacks. */
export const onMissingText = texts.onMissingText;

/**
 * Shared schemas carry message keys, the API answers finished sentences: a key is translated, any
 * other message is shown as it came.
 */
export function translateMessage(message: string, params?: TextParams): string {
  return texts.exists(message) ? texts.t(message, params) : message;
}

/** Formats money, numbers and dates for the current language. */
export const locale = () => DEFAULT_LOCALE;
