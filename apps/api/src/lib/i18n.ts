import { AsyncLocalStorage } from 'node:async_hooks';
import { api as enApi } from '@jobbel/shared/i18n/en/api';
import { mail as enMail } from '@jobbel/shared/i18n/en/mail';
import { validation as enValidation } from '@jobbel/shared/i18n/en/validation-all';
import { api as frApi } from '@jobbel/shared/i18n/fr-BE/api';
import { mail as frMail } from '@jobbel/shared/i18n/fr-BE/mail';
import { validation as frValidation } from '@jobbel/shared/i18n/fr-BE/validation-all';
import { DEFAULT_LOCALE, isLanguage, type Language } from '@jobbel/shared/i18n/locales';
import { api } from '@jobbel/shared/i18n/nl-BE/api';
import { mail } from '@jobbel/shared/i18n/nl-BE/mail';
import { validation } from '@jobbel/shared/i18n/nl-BE/validation-all';
import { createTranslator, type TextKey, type TextParams } from '@jobbel/shared/i18n/translator';
import { z } from 'zod';

export const apiCatalogue = { api, mail, validation };
type ApiTextKey = TextKey<typeof apiCatalogue>;

const translators: Record<Language, ReturnType<typeof createTranslator<typeof apiCatalogue>>> = {
  'nl-BE': createTranslator(apiCatalogue, 'nl-BE'),
  'fr-BE': createTranslator({ api: frApi, mail: frMail, validation: frValidation }, 'fr-BE'),
  en: createTranslator({ api: enApi, mail: enMail, validation: enValidation }, 'en'),
};

// a schema without its own message (a wrong type, an unknown option) in the reader's language
const zodMessages = { 'nl-BE': z.locales.nl(), 'fr-BE': z.locales.fr(), en: z.locales.en() };
z.config(zodMessages[DEFAULT_LOCALE]);

/**
 * The language of the work under way: a request's (its account's choice, else Accept-Language, set by
 * plugins/request-language.ts), or the recipient's while a mail or notice is written for them.
 */
const current = new AsyncLocalStorage<{ language: Language }>();

export function currentLanguage(): Language {
  return current.getStore()?.language ?? DEFAULT_LOCALE;
}

/** The language of the request under way; undefined outside one (a seed, a sweep). */
export function requestLanguage(): Language | undefined {
  return current.getStore()?.language;
}

/** The language a user reads; Dutch for one who never chose (accounts from before languages). */
export function languageOf(user: { userLanguage: string | null } | undefined): Language {
  return isLanguage(user?.userLanguage) ? user.userLanguage : DEFAULT_LOCALE;
}

/** Runs `work` in a language; what it writes with `t()` is in that language (docs/decisions/texts.md). */
export function inLanguage<T>(language: Language, work: () => T): T {
  return current.run({ language }, work);
}

/** A request's language once its account is known; everything it still writes follows. */
export function switchLanguage(language: Language): void {
  const store = current.getStore();
  if (store) store.language = language;
}

/** The text of a catalogue key in the current language. */
export function t(key: ApiTextKey, params?: TextParams): string {
  return translators[currentLanguage()].t(key, params);
}

/** Shared schemas carry message keys: a key becomes its text, anything else stays as it is. */
export function translateMessage(message: string): string {
  const translator = translators[currentLanguage()];
  return translator.exists(message) ? translator.t(message) : message;
}

/**
 * A validation issue's message in the current language: our schemas carry a key; zod's own checks (a
 * wrong type, an unknown option) are written again by zod's messages for the language.
 */
export function translateIssue(issue: { keyword: string; message?: string; params?: object }): string {
  const translator = translators[currentLanguage()];
  const message = issue.message ?? 'api.common.invalidValue';
  if (translator.exists(message)) return translator.t(message);
  const rewritten = zodMessages[currentLanguage()].localeError?.({
    ...issue.params,
    code: issue.keyword,
  } as never);
  return (typeof rewritten === 'string' ? rewritten : rewritten?.message) ?? message;
}
