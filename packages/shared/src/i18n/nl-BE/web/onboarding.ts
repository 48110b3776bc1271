export const onboarding = {
  profileStepForm: {
    photo: 'Profielfoto (optioneel)',
    usernameFixed: 'Gebruikersnaam kan niet worden gewijzigd',
    displayName: 'Weergavenaam',
    intro: 'Vertel ons wie je bent. Je kan dit later nog aanpassen.',
    welcome: 'Welkom bij {{product}}',
    saveFailed: 'Failed to save profile information. Please try again.',
    imageTooLarge: 'Image file size must be less than 3MB. Please choose a smaller image.',
    usernameTaken: 'Deze gebruikersnaam is al in gebruik',
  },
  interests: {
    school: 'School',
    selfcare: 'Zelfzorg',
    health: 'Gezondheid',
    creativity: 'Creativiteit',
    physical: 'Fysiek werk',
    chores: 'Klusjes',
    work: 'Werk',
  },
  completeProfile: {
    saveFailed: 'Failed to save profile information. Please try again.',
    saved: 'Profile information saved successfully!',
  },
  selectInterests: {
    finish: 'Voltooien',
    skip: 'Skip',
    title: 'Waar ben je in geïnteresseerd?',
  },
};
