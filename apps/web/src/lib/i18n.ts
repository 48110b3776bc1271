import { isLanguage, type Language, negotiateLanguage } from '@jobbel/shared/i18n/locales';
import type { validation } from '@jobbel/shared/i18n/nl-BE/validation-all';
import type { web } from '@jobbel/shared/i18n/nl-BE/web-all';
import { createTranslator, type TextParams } from '@jobbel/shared/i18n/translator';
import type { LanguagePack, ScreenTexts } from './languages/language-pack';
import { keepTypedFields } from './typed-fields';

type WebTexts = typeof web;

/** Where this browser keeps the language it reads: the visitor's choice, or the account's once signed in. */
const LANGUAGE_KEY = 'jobbel.language';

const packs: Record<Language, () => Promise<{ pack: LanguagePack }>> = {
  'nl-BE': () => import('./languages/nl-BE'),
  'fr-BE': () => import('./languages/fr-BE'),
  en: () => import('./languages/en'),
};

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null; // storage blocked: the browser's languages decide
  }
}

/** The reader's language: the one chosen on this browser (or by the account), else the browser's own. */
export const language: Language = (() => {
  const stored = storedLanguage();
  return isLanguage(stored) ? stored : negotiateLanguage(navigator.languages);
})();

// Only the reader's language is downloaded, before any module reads a text (module-level labels
// included): every module that imports this one waits for it (docs/decisions/texts.md).
const { pack } = await packs[language]();
document.documentElement.lang = language;

// typed as the whole nl-BE catalogue: a key missing from it is a type error; the other languages are
// typed to have exactly its keys, and the screen texts arrive with their screen
const catalogue = {
  web: { ...pack.web } as WebTexts,
  validation: { ...pack.validation } as typeof validation,
};
const texts = createTranslator(catalogue, language);

/** A screen's own texts, loaded by the module that reads them before it reads them. */
export async function addScreenTexts(section: ScreenTexts): Promise<void> {
  (catalogue.web as Record<ScreenTexts, unknown>)[section] ??= await pack.screens[section]();
}

/** The validation messages only some screens' forms meet, loaded with those screens. */
export async function addScreenValidation(): Promise<void> {
  (catalogue.validation as Partial<typeof validation>).engagements ??=
    (await pack.engagementValidation()) as never;
}

/** The text of a catalogue key in the reader's language. */
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

/** Formats money, numbers and dates for the reader's language. */
export const locale = () => language;

/** date-fns' words for dates in the reader's language. */
export const dateLocale = pack.dateLocale;

/** Remembers a language for this browser: the next page load reads it. */
export function rememberLanguage(chosen: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, chosen);
  } catch {
    // storage blocked: the browser's languages keep deciding
  }
}

/**
 * Shows the app in another language. Texts are read when modules load, so a new language is a new page
 * load; what was typed in the page's forms is typed back after it (lib/typed-fields.ts).
 */
export function switchLanguage(chosen: Language): void {
  if (chosen === language) return;
  rememberLanguage(chosen);
  keepTypedFields();
  location.reload();
}
