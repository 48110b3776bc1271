import type { CatalogueOf } from '../../locales';
import type { onboarding as dutch } from '../../nl-BE/web/onboarding';

export const onboarding: CatalogueOf<typeof dutch> = {
  profileStepForm: {
    photo: 'Profile photo (optional)',
    usernameFixed: 'The username cannot be changed',
    displayName: 'Display name',
    intro: 'Tell us who you are. You can change this later.',
    welcome: 'Welcome to {{product}}',
    saveFailed: 'Failed to save profile information. Please try again.',
    imageTooLarge: 'Image file size must be less than 3 MB. Please choose a smaller image.',
    usernameTaken: 'This username is already taken',
  },
  interests: {
    school: 'School',
    selfcare: 'Self-care',
    health: 'Health',
    creativity: 'Creativity',
    physical: 'Physical work',
    chores: 'Odd jobs',
    work: 'Work',
  },
  completeProfile: {
    saveFailed: 'Failed to save profile information. Please try again.',
    saved: 'Profile information saved successfully!',
  },
  selectInterests: {
    finish: 'Finish',
    skip: 'Skip',
    title: 'What are you interested in?',
  },
};
