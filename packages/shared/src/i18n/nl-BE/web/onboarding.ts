export const onboarding = {
  profileStepForm: {
    profielfotoOptioneel: 'Profielfoto (optioneel)',
    gebruikersnaamKanNietWordenGewijzigd: 'Gebruikersnaam kan niet worden gewijzigd',
    weergavenaam: 'Weergavenaam',
    vertelOnsWieJeBent: 'Vertel ons wie je bent. Je kan dit later nog aanpassen.',
    welcome: 'Welkom bij {{product}}',
    failedToSaveProfileInformation: 'Failed to save profile information. Please try again.',
    imageFileSizeMustBe: 'Image file size must be less than 3MB. Please choose a smaller image.',
    dezeGebruikersnaamIsAlIn: 'Deze gebruikersnaam is al in gebruik',
  },
  interests: {
    school: 'School',
    zelfzorg: 'Zelfzorg',
    gezondheid: 'Gezondheid',
    creativiteit: 'Creativiteit',
    fysiekWerk: 'Fysiek werk',
    klusjes: 'Klusjes',
    werk: 'Werk',
  },
  completeProfile: {
    failedToSave: 'Failed to save profile information. Please try again.',
    profileInformationSavedSuccessfully: 'Profile information saved successfully!',
  },
  selectInterests: {
    voltooien: 'Voltooien',
    skip: 'Skip',
    waarBenJeInGeinteresseerd: 'Waar ben je in geïnteresseerd?',
  },
};
