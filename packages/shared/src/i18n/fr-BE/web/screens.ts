import type { CatalogueOf } from '../../locales';
import type { screens as dutch } from '../../nl-BE/web/screens';

export const screens: CatalogueOf<typeof dutch> = {
  completeProfile: {
    failedToSave: "Impossible d'enregistrer les informations du profil. Réessaie.",
    profileInformationSavedSuccessfully: 'Informations du profil enregistrées !',
  },
  events: {
    registerNow: "S'inscrire",
    deInschrijvingenVoorDitEvent: 'Les inscriptions à cet événement ouvrent bientôt.',
    attendees: { one: '1 participant', other: '{{count}} participants' },
  },
  experienceSkills: {
    ervaringVaardigheden: 'Expérience et compétences',
  },
  faq: {
    contactSupport: 'Contacter le support',
    jeKanOnsMailenOp: 'Tu peux nous écrire à info@jobbel.be.',
    nogEenVraag: 'Encore une question ?',
    geenVragenGevonden: 'Aucune question trouvée.',
    zoekEenVraagOfAntwoord: 'Cherche une question ou une réponse',
    zoekInDeVeelgesteldeVragen: 'Chercher dans les questions fréquentes',
    veelgesteldeVragen: 'Questions fréquentes',
  },
  jobDetail: {
    back: 'Retour',
  },
  jobFormRoutes: {
    editJob: 'Modifier le job',
    failedToLoadJobData: 'Impossible de charger le job',
    jobNotFound: 'Job introuvable',
    postANewJob: 'Publier un nouveau job',
  },
  landing: {
    alreadyHaveAnAccountSign: 'Déjà un compte ? Se connecter',
    workerCallToAction: 'Je veux jobber',
    employerCallToAction: 'Je cherche un jobbeur',
    hetPlatformOmDePerfecte:
      "La plateforme pour trouver le job parfait dans l'horeca : du travail flexible dans les cafés, restaurants et hôtels près de chez toi.",
  },
  login: {
    inloggen: 'Se connecter',
    reasonExpired: 'Ta session est terminée. Reconnecte-toi pour reprendre là où tu étais.',
    reasonSignedOut: 'Connecte-toi pour ouvrir cette page. Tu y reviendras directement ensuite.',
    aMatchMadeInHoreca: "Le match parfait dans l'horeca !",
  },
  manageSkillsExperience: {
    skillsAndExperienceUpdatedSuccessfully: 'Compétences et expérience mises à jour !',
  },
  myApplications: {
    myJobApplications: 'Mes candidatures',
    vindEenJobDieBij: 'Trouve un job qui te convient et postule en un clic.',
    nogGeenSollicitaties: 'Pas encore de candidatures',
    failedToLoadYourJob: 'Impossible de charger tes candidatures. Réessaie.',
    pleaseLogInToView: 'Connecte-toi pour voir tes candidatures',
    businessAccountsCannotViewJob: 'Un compte établissement ne peut pas consulter de candidatures',
    applicationCount: { one: '1 candidature trouvée', other: '{{count}} candidatures trouvées' },
    noJobApplicationsFound: 'Aucune candidature trouvée',
    naarDeJobs: 'Vers les jobs',
  },
  selectInterests: {
    voltooien: 'Terminer',
    skip: 'Passer',
    waarBenJeInGeinteresseerd: "Qu'est-ce qui t'intéresse ?",
  },
};
