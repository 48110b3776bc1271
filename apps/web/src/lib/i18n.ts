import { isLanguage, LANGUAGE_COOKIE, type Language, negotiateLanguage } from '@jobbel/shared/i18n/locales';
import type { validation } from '@jobbel/shared/i18n/nl-BE/validation-all';
import type { web } from '@jobbel/shared/i18n/nl-BE/web-all';
import { createTranslator, type TextParams } from '@jobbel/shared/i18n/translator';
import { manifestPath } from '../config/manifest-path';
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

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Tells the server, on this browser's next page loads, the language chosen here: it then sends the page
 * that names this language's texts, not the browser's, for loading beside the app's code.
 */
function keepLanguageCookie(chosen: Language): void {
  if (document.cookie.split('; ').includes(`${LANGUAGE_COOKIE}=${chosen}`)) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox
  document.cookie = `${LANGUAGE_COOKIE}=${chosen}; path=/; max-age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
}

/** The reader's language: the one chosen on this browser (or by the account), else the browser's own. */
export const language: Language = (() => {
  const stored = storedLanguage();
  if (!isLanguage(stored)) return negotiateLanguage(navigator.languages);
  // a choice made before the cookie existed
  keepLanguageCookie(stored);
  return stored;
})();

// typed as the whole nl-BE catalogue: a key missing from it is a type error; the other languages are
// typed to have exactly its keys. Filled when the reader's language has arrived (`languageLoaded`).
const catalogue = { web: {} as WebTexts, validation: {} as typeof validation };
const texts = createTranslator(catalogue, language);
let pack: LanguagePack | undefined;

/**
 * Only the reader's language is downloaded, while the app's own code loads; the app renders once it is
 * here (main.tsx). Texts are read at render, never when a module loads (docs/decisions/texts.md).
 */
export const languageLoaded: Promise<void> = packs[language]().then((loaded) => {
  pack = loaded.pack;
  Object.assign(catalogue.web, pack.web);
  Object.assign(catalogue.validation, pack.validation);
  document.documentElement.lang = language;
  // an installed app is named and described in the reader's language
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestPath(language));
});

/** Texts only some screens read: the validation messages of engagements, or one screen's own texts. */
export type ScreenTextsName = ScreenTexts | 'engagementValidation';

/** A screen's own texts, which its route loads with its code, before its first render (app/lazy-routes.ts). */
export async function loadScreenTexts(names: readonly ScreenTextsName[]): Promise<void> {
  await languageLoaded;
  const loaded = pack as LanguagePack;
  await Promise.all(
    names.map(async (name) => {
      if (name === 'engagementValidation')
        (catalogue.validation as Partial<typeof validation>).engagements ??=
          (await loaded.engagementValidation()) as never;
      else (catalogue.web as Record<ScreenTexts, unknown>)[name] ??= await loaded.screens[name]();
    }),
  );
}

/** The text of a catalogue key in the reader's language. */
export const t = texts.t;

/** A key of the web's catalogue. */
export type WebTextKey = Parameters<typeof t>[0];

/**
 * Labels a module defines once, read in the reader's language each time they are shown (never when the
 * module loads, before the language has arrived): `labels({ profile: 'web.common.profile' }).profile`.
 */
export function labels<Name extends string>(keys: Record<Name, WebTextKey>): Readonly<Record<Name, string>> {
  return Object.defineProperties(
    {} as Record<Name, string>,
    Object.fromEntries(
      Object.entries<WebTextKey>(keys).map(([name, key]) => [name, { get: () => t(key), enumerable: true }]),
    ),
  );
}

/** The fixed lists whose stored values have a label in each language. */
export type ValueList =
  | 'web.jobs.types'
  | 'web.jobs.statuses'
  | 'web.jobs.hoursBuckets'
  | 'web.businesses.categories'
  | 'web.businesses.days'
  | 'web.skills.names'
  | 'web.skills.areas'
  | 'web.common.countries'
  | 'web.checkIn.kinds'
  | 'web.checkIn.kindChoice'
  | 'web.checkIn.methods'
  | 'web.jobs.regimes';

/**
 * A stored value as the reader's language shows it: 'Kok' is 'Cuisinier' in French. What is stored stays
 * the value; a value outside the list (a skill a person typed) is shown as it was typed.
 */
export function labelOf(list: ValueList, value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const key = `${list}.${value}`;
  return texts.exists(key) ? texts.t(key) : String(value);
}

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

/** date-fns' words for dates in the reader's language (there once the language has loaded). */
export const dateLocale = () => (pack as LanguagePack).dateLocale;

/** Remembers a language for this browser: the next page load reads it. False where storage is blocked. */
export function rememberLanguage(chosen: Language): boolean {
  try {
    localStorage.setItem(LANGUAGE_KEY, chosen);
    keepLanguageCookie(chosen);
    return localStorage.getItem(LANGUAGE_KEY) === chosen;
  } catch {
    return false;
  }
}

/**
 * Shows the app in another language. Texts are read as components render, and nothing makes every
 * mounted component render again, so a new language is a new page load; what was typed in the page's forms is typed back after it (lib/typed-fields.ts). A browser that
 * cannot remember the choice stays as it is: reloading would only show the same language again.
 */
export function switchLanguage(chosen: Language): void {
  if (chosen === language || !rememberLanguage(chosen)) return;
  keepTypedFields();
  location.reload();
}
