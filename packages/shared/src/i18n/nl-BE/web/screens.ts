export const screens = {
  completeProfile: {
    failedToSave: 'Failed to save profile information. Please try again.',
    profileInformationSavedSuccessfully: 'Profile information saved successfully!',
  },
  events: {
    registerNow: 'Register Now',
    deInschrijvingenVoorDitEvent: 'De inschrijvingen voor dit event openen binnenkort.',
    attendees: { one: '1 deelnemer', other: '{{count}} deelnemers' },
  },
  experienceSkills: {
    ervaringVaardigheden: 'Ervaring & vaardigheden',
  },
  faq: {
    contactSupport: 'Contact Support',
    jeKanOnsMailenOp: 'Je kan ons mailen op info@jobbel.be.',
    nogEenVraag: 'Nog een vraag?',
    geenVragenGevonden: 'Geen vragen gevonden.',
    zoekEenVraagOfAntwoord: 'Zoek een vraag of antwoord',
    zoekInDeVeelgesteldeVragen: 'Zoek in de veelgestelde vragen',
    veelgesteldeVragen: 'Veelgestelde vragen',
  },
  jobDetail: {
    back: 'Back',
  },
  jobFormRoutes: {
    editJob: 'Edit Job',
    failedToLoadJobData: 'Failed to load job data',
    jobNotFound: 'Job not found',
    postANewJob: 'Post a New Job',
  },
  landing: {
    alreadyHaveAnAccountSign: 'Already have an account? Sign In',
    workerCallToAction: 'Ik wil {{product}}en',
    employerCallToAction: 'Ik zoek een {{product}}aar',
    hetPlatformOmDePerfecte:
      'Het platform om de perfecte job in de horeca te vinden: flexibel werk bij cafés, restaurants en hotels in jouw buurt.',
  },
  login: {
    inloggen: 'Inloggen',
    reasonExpired: 'Je sessie is afgelopen. Log opnieuw in, dan ga je verder waar je was.',
    reasonSignedOut: 'Log in om deze pagina te openen. Daarna kom je meteen terug.',
    aMatchMadeInHoreca: 'A match made in horeca!',
  },
  manageSkillsExperience: {
    skillsAndExperienceUpdatedSuccessfully: 'Skills and experience updated successfully!',
  },
  myApplications: {
    myJobApplications: 'My Job Applications',
    vindEenJobDieBij: 'Vind een job die bij je past en solliciteer met één klik.',
    nogGeenSollicitaties: 'Nog geen sollicitaties',
    failedToLoadYourJob: 'Failed to load your job applications. Please try again.',
    pleaseLogInToView: 'Please log in to view your applications',
    businessAccountsCannotViewJob: 'Business accounts cannot view job applications',
    applicationCount: { one: 'Found 1 application', other: 'Found {{count}} applications' },
    noJobApplicationsFound: 'No job applications found',
    naarDeJobs: 'Naar de jobs',
  },
  selectInterests: {
    voltooien: 'Voltooien',
    skip: 'Skip',
    waarBenJeInGeinteresseerd: 'Waar ben je in geïnteresseerd?',
  },
};
