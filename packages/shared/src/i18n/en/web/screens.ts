import type { CatalogueOf } from '../../locales';
import type { screens as dutch } from '../../nl-BE/web/screens';

export const screens: CatalogueOf<typeof dutch> = {
  completeProfile: {
    failedToSave: 'Failed to save profile information. Please try again.',
    profileInformationSavedSuccessfully: 'Profile information saved successfully!',
  },
  events: {
    registerNow: 'Register Now',
    deInschrijvingenVoorDitEvent: 'Registration for this event opens soon.',
    attendees: { one: '1 attendee', other: '{{count}} attendees' },
  },
  experienceSkills: {
    ervaringVaardigheden: 'Experience & skills',
  },
  faq: {
    contactSupport: 'Contact Support',
    jeKanOnsMailenOp: 'You can email us at info@jobbel.be.',
    nogEenVraag: 'Still have a question?',
    geenVragenGevonden: 'No questions found.',
    zoekEenVraagOfAntwoord: 'Search for a question or answer',
    zoekInDeVeelgesteldeVragen: 'Search the frequently asked questions',
    veelgesteldeVragen: 'Frequently asked questions',
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
    workerCallToAction: 'I want to jobbel',
    employerCallToAction: "I'm looking for a jobber",
    hetPlatformOmDePerfecte:
      'The platform to find the perfect job in hospitality: flexible work in cafés, restaurants and hotels near you.',
  },
  login: {
    inloggen: 'Log in',
    reasonExpired: 'Your session has ended. Log in again to carry on where you were.',
    reasonSignedOut: "Log in to open this page. You'll come straight back afterwards.",
    aMatchMadeInHoreca: 'A match made in horeca!',
  },
  manageSkillsExperience: {
    skillsAndExperienceUpdatedSuccessfully: 'Skills and experience updated successfully!',
  },
  myApplications: {
    myJobApplications: 'My Job Applications',
    vindEenJobDieBij: 'Find a job that suits you and apply with one click.',
    nogGeenSollicitaties: 'No applications yet',
    failedToLoadYourJob: 'Failed to load your job applications. Please try again.',
    pleaseLogInToView: 'Please log in to view your applications',
    businessAccountsCannotViewJob: 'Business accounts cannot view job applications',
    applicationCount: { one: 'Found 1 application', other: 'Found {{count}} applications' },
    noJobApplicationsFound: 'No job applications found',
    naarDeJobs: 'Go to the jobs',
  },
  selectInterests: {
    voltooien: 'Finish',
    skip: 'Skip',
    waarBenJeInGeinteresseerd: 'What are you interested in?',
  },
};
