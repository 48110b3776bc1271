/** The languages Jobbel speaks; nl-BE is the default and holds the specification's strings (docs/decisions/texts.md). */
export const LANGUAGES = ['nl-BE', 'fr-BE', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language every text falls back to; catalogues of other languages mirror its keys. */
export const DEFAULT_LOCALE: Language = 'nl-BE';

/** A catalogue in another language has exactly the keys of the nl-BE one. */
export type CatalogueOf<T> = { [K in keyof T]: T[K] extends string ? string : CatalogueOf<T[K]> };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The cookie in which a browser keeps the language its reader chose, so that the server sends the page
 * naming that language's texts for preloading (docs/decisions/texts.md); the API reads Accept-Language.
 */
export const LANGUAGE_COOKIE = 'jobbel_language';

/** Each language in its own words, as a language switch offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'nl-BE': 'Nederlands',
  'fr-BE': 'Français',
  en: 'English',
};

/**
 * The language a reader asks for, as browsers and `Accept-Language` list them ('fr-FR,fr;q=0.9,en;q=0.8'):
 * the first whose language Jobbel speaks, by quality; Dutch when none is.
 */
export function negotiateLanguage(accepted: string | readonly string[] | undefined | null): Language {
  const ranges = (typeof accepted === 'string' ? accepted.split(',') : (accepted ?? []))
    .map((range, index) => {
      const [tag = '', ...parameters] = range.trim().split(';');
      const quality = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), quality: quality ? Number(quality.slice(2)) : 1, index };
    })
    .filter((range) => range.tag && range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranges) {
    const primary = tag.split('-')[0];
    if (primary === 'nl') return 'nl-BE';
    if (primary === 'fr') return 'fr-BE';
    if (primary === 'en') return 'en';
  }
  return DEFAULT_LOCALE;
}
