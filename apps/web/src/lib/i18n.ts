import { DEFAULT_LOCALE } from '@jobbel/shared/i18n/locales';
import { validationAtStart } from '@jobbel/shared/i18n/nl-BE/validation';
import type { validation } from '@jobbel/shared/i18n/nl-BE/validation-all';
import { webAtStart } from '@jobbel/shared/i18n/nl-BE/web';
import type { web } from '@jobbel/shared/i18n/nl-BE/web-all';
import { createTranslator, type TextParams } from '@jobbel/shared/i18n/translator';

type WebTexts = typeof web;
/** Texts only one screen reads, which that screen's module adds before it reads them. */
type ScreenTexts = Exclude<keyof WebTexts, keyof typeof webAtStart>;

// typed as the whole catalogue: a key missing from it is a type error; the screen texts arrive with their screen
const catalogue = {
  web: { ...webAtStart } as WebTexts,
  validation: { ...validationAtStart } as typeof validation,
};

// Synchronous, so that module-level labels read the catalogue; another language is a reload
// (docs/decisions/texts.md).
const texts = createTranslator(catalogue);

/** A screen's own texts, added by the module that reads them, before it reads them. */
export function addScreenTexts<K extends ScreenTexts>(section: K, sectionTexts: WebTexts[K]) {
  (catalogue.web as Record<ScreenTexts, unknown>)[section] = sectionTexts;
}

/** The validation messages only some screens' forms meet, added with those screens. */
export function addScreenValidation(
  section: 'engagements',
  sectionTexts: (typeof validation)['engagements'],
) {
  catalogue.validation[section] = sectionTexts;
}

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
