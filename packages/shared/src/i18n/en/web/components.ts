import type { CatalogueOf } from '../../locales';
import type { components as dutch } from '../../nl-BE/web/components';

export const components: CatalogueOf<typeof dutch> = {
  todoList: {
    title: 'To do',
    nothing: 'Nothing waiting for you. New applicants, hours and messages show up here.',
  },
  footer: {
    flexibelWerkInDeHoreca: 'The perfect match between hospitality professionals and employers in Belgium.',
    registreerAlsWerkgever: 'Register as an employer',
    werkgeversdashboard: 'Employer dashboard',
    voorWerkgevers: 'For employers',
    wordProductNameLowerAar: 'Become a jobber',
    mijnProfiel: 'My profile',
    voorProductNameLowerAars: 'For jobbers',
    gentBelgie: 'Ghent, Belgium',
    infoJobbelBe: 'info@jobbel.be',
  },
  languageSwitch: {
    label: 'Language',
  },
  skipLink: {
    naarDeInhoud: 'Skip to content',
  },
  offlineBanner: {
    jeBentOffline:
      "You are offline. What you see may be out of date; as soon as you're connected again, we reload everything.",
  },
  toaster: {
    meldingSluiten: 'Close notification',
  },
  passwordField: {
    toon: 'Show',
    verberg: 'Hide',
    showField: 'Show {{field}}',
    hideField: 'Hide {{field}}',
  },
};
