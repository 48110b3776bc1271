import type { CatalogueOf } from '@jobbel/shared/i18n/locales';
import type { validation } from '@jobbel/shared/i18n/nl-BE/validation-all';
import type { webAtStart } from '@jobbel/shared/i18n/nl-BE/web';
import type { web } from '@jobbel/shared/i18n/nl-BE/web-all';
import type { Locale } from 'date-fns';

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
