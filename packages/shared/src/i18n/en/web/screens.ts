import type { CatalogueOf } from '../../locales';
import type { screens as dutch } from '../../nl-BE/web/screens';

export const screens: CatalogueOf<typeof dutch> = {
  jobDetail: {
    back: 'Back',
  },
  landing: {
    haveAccount: 'Already have an account? Sign In',
    workerCallToAction: 'I want to jobbel',
    employerCallToAction: "I'm looking for a jobber",
    intro:
      'The platform to find the perfect job in hospitality: flexible work in cafés, restaurants and hotels near you.',
  },
  login: {
    title: 'Log in',
    reasonExpired: 'Your session has ended. Log in again to carry on where you were.',
    reasonSignedOut: "Log in to open this page. You'll come straight back afterwards.",
    slogan: 'A match made in horeca!',
  },
};
