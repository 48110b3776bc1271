import type { CatalogueOf } from '../../locales';
import type { components as dutch } from '../../nl-BE/web/components';

export const components: CatalogueOf<typeof dutch> = {
  todoList: {
    title: 'To do',
    nothing: 'Nothing waiting for you. New applicants, hours and messages show up here.',
  },
  footer: {
    privacy: 'Privacy',
    flexibelWerkInDeHoreca: 'The perfect match between hospitality professionals and employers in Belgium.',
    registerEmployer: 'Register as an employer',
    employerDashboard: 'Employer dashboard',
    forEmployers: 'For employers',
    wordProductNameLowerAar: 'Become a jobber',
    myProfile: 'My profile',
    voorProductNameLowerAars: 'For jobbers',
    address: 'Ghent, Belgium',
    email: 'info@jobbel.be',
  },
  languageSwitch: {
    label: 'Language',
  },
  skipLink: {
    label: 'Skip to content',
  },
  offlineBanner: {
    message:
      "You are offline. What you see may be out of date; as soon as you're connected again, we reload everything.",
  },
  toaster: {
    close: 'Close notification',
  },
  passwordField: {
    show: 'Show',
    hide: 'Hide',
    showField: 'Show {{field}}',
    hideField: 'Hide {{field}}',
  },
};
