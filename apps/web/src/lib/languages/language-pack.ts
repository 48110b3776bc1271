import type { CatalogueOf } from '@jobbel/shared/i18n/locales';
import type { validation } from '@jobbel/shared/i18n/nl-BE/validation-all';
import type { webAtStart } from '@jobbel/shared/i18n/nl-BE/web';
import type { web } from '@jobbel/shared/i18n/nl-BE/web-all';
import type { FormatLong, Locale, Localize } from 'date-fns';

type WebTexts = typeof web;
/** Texts only one screen reads, which come with that screen (docs/decisions/texts.md). */
export type ScreenTexts = Exclude<keyof WebTexts, keyof typeof webAtStart>;

/**
 * One language as the web app downloads it: one chunk with the texts of the first screens, the
 * validation messages and date-fns' words for dates; the texts of screens that alone read them load
 * with those screens.
 */
export interface LanguagePack {
  web: CatalogueOf<typeof webAtStart>;
  validation: CatalogueOf<Omit<typeof validation, 'engagements'>>;
  dateLocale: Locale;
  screens: { [K in ScreenTexts]: () => Promise<CatalogueOf<WebTexts[K]>> };
  engagementValidation: () => Promise<CatalogueOf<(typeof validation)['engagements']>>;
}

/**
 * What date-fns' `format` reads of a locale: its words and long formats. Its parsing patterns and
 * relative wording ('3 dagen geleden') are left out: Jobbel uses neither, and they were about 2 KB of
 * every first screen. All three languages start the week on Monday (ISO weeks).
 */
export function formattingLocale(code: string, localize: Localize, formatLong: FormatLong): Locale {
  return { code, localize, formatLong, options: { weekStartsOn: 1, firstWeekContainsDate: 4 } } as Locale;
}
