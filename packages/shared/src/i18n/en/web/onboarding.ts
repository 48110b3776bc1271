import type { CatalogueOf } from '../../locales';
import type { onboarding as dutch } from '../../nl-BE/web/onboarding';

export const onboarding: CatalogueOf<typeof dutch> = {
  profileStepForm: {
    profielfotoOptioneel: 'Profile photo (optional)',
    gebruikersnaamKanNietWordenGewijzigd: 'The username cannot be changed',
    weergavenaam: 'Display name',
    vertelOnsWieJeBent: 'Tell us who you are. You can change this later.',
    welcome: 'Welcome to {{product}}',
    failedToSaveProfileInformation: 'Failed to save profile information. Please try again.',
    imageFileSizeMustBe: 'Image file size must be less than 3 MB. Please choose a smaller image.',
    dezeGebruikersnaamIsAlIn: 'This username is already taken',
  },
  interests: {
    school: 'School',
    zelfzorg: 'Self-care',
    gezondheid: 'Health',
    creativiteit: 'Creativity',
    fysiekWerk: 'Physical work',
    klusjes: 'Odd jobs',
    werk: 'Work',
  },
  completeProfile: {
    failedToSave: 'Failed to save profile information. Please try again.',
    profileInformationSavedSuccessfully: 'Profile information saved successfully!',
  },
  selectInterests: {
    voltooien: 'Finish',
    skip: 'Skip',
    waarBenJeInGeinteresseerd: 'What are you interested in?',
  },
};
