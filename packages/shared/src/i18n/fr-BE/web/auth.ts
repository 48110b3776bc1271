import type { CatalogueOf } from '../../locales';
import type { auth as dutch } from '../../nl-BE/web/auth';

export const auth: CatalogueOf<typeof dutch> = {
  getMe: {
    unableToFetchUserProfile: 'Impossible de charger le profil.',
    unableToFetchUserProfile2: 'Impossible de charger le profil. Vérifie ta connexion.',
  },
  forgotPasswordPanel: {
    codeVersturen: 'Envoyer le code',
    codeAanvragen: 'Demander un code',
    wachtwoordOpslaan: 'Enregistrer le mot de passe',
    code: 'Code',
    wachtwoordHerstellen: 'Réinitialiser le mot de passe',
    vulJeEMailadresIn:
      'Indique ton adresse e-mail. Nous t’envoyons un code pour choisir un nouveau mot de passe.',
    alsEmailBijOnsGeregistreerd: 'Si {{email}} est enregistrée chez nous, tu recevras un code à 6 chiffres.',
    wachtwoordVergeten: 'Mot de passe oublié',
    jeKanNuInloggenMet: 'Tu peux maintenant te connecter avec ton nouveau mot de passe.',
    wachtwoordGewijzigd: 'Mot de passe modifié',
    erGingIetsMisProbeer: "Quelque chose s'est mal passé. Réessaie.",
  },
  loginCarousel: {
    upcomingJobs: 'Jobs qui commencent bientôt',
    hours: '{{hours}} h',
    showJob: 'Afficher {{title}}',
  },
  loginForm: {
    signUp: "S'inscrire",
    nogGeenAccount: 'Pas encore de compte ?',
    forgotPassword: 'Mot de passe oublié ?',
    onthoudMij: 'Se souvenir de moi',
    inloggen: 'Se connecter',
  },
  loginPanel: {
    failedToSendVerificationCode: "Impossible d'envoyer le code. Réessaie.",
    unableToSendVerificationCode: "Impossible d'envoyer le code. Contacte le support.",
  },
  registerSteps: {
    nationalRegisterNumberOptional: 'Numéro de registre national (facultatif)',
    nationalRegisterNumberWhy:
      "Un employeur n'en a besoin que pour déclarer ton travail à l'ONSS (la Dimona) ; nous te le demanderons à ce moment-là.",
    register: "S'inscrire",
    postcode: 'Code postal',
    stad: 'Commune',
    adres: 'Adresse',
    telefoonnummer: 'Numéro de GSM',
    bevestigWachtwoord: 'Confirme le mot de passe',
    next: 'Suivant',
    geboortedatum: 'Date de naissance',
  },
  registerWizard: {
    emailChanged: 'Nous avons envoyé un nouveau code à {{email}}.',
    changeEmail: 'Mauvaise adresse e-mail ? Modifie-la',
    hebJeAlEenAccount: 'Tu as déjà un compte ?',
    stepOfThree: 'Inscription, étape {{step}} sur 3',
    vindDePerfecteMedewerkerVoor: 'Trouve le collaborateur parfait pour ton établissement',
    registreerAlsWerkgever: "S'inscrire comme employeur",
    beginJeReisNaarFlexibel: 'Commence ton parcours vers le travail flexible',
    wordEenProductNameLower: 'Deviens jobbeur',
  },
  verificationForm: {
    noCodeSentYet: "Ton adresse e-mail {{email}} n'est pas encore confirmée. Demande un code ci-dessous.",
    notConfirmedNoCode:
      "L'adresse e-mail {{email}} n'est pas encore confirmée, mais nous n'avons pas pu envoyer de code. Saisis un code reçu plus tôt ou contacte info@jobbel.be.",
    codeOpnieuwVersturen: 'Renvoyer le code',
    codeOpnieuwVersturenSecondsleftS: 'Renvoyer le code ({{secondsLeft}} s)',
    verifieren: 'Vérifier',
    verificatiecode: 'Code de vérification',
    codeSentTo: 'Nous avons envoyé un code à 6 chiffres à {{email}}. Saisis-le ci-dessous.',
    bevestigJeEMailadres: 'Confirme ton adresse e-mail',
    eMailverificatie: "Vérification de l'adresse e-mail",
    eenNieuweCodeIsVerstuurd: 'Un nouveau code a été envoyé à {{email}}.',
  },
  registrationErrors: {
    registratieMisluktProbeerHetOpnieuw: "L'inscription a échoué. Réessaie.",
    erIsEenServerfoutOpgetreden: "Une erreur de serveur s'est produite. Réessaie plus tard.",
    erIsEenOnverwachteServerfout: "Une erreur de serveur inattendue s'est produite. Réessaie plus tard.",
    dezeGebruikersnaamIsAlIn: "Ce nom d'utilisateur est déjà utilisé. Choisis-en un autre.",
    ditEMailadresIsAl:
      'Cette adresse e-mail est déjà enregistrée. Essaie de te connecter ou utilise une autre adresse.',
  },
  getClientToken: {
    authenticationFailed: "L'authentification a échoué",
    invalidJson: 'Le serveur a renvoyé une réponse illisible',
  },
  registrationChain: {
    userIncomplete: "Impossible de créer l'utilisateur : userID manquant",
    accountIncomplete: 'Impossible de créer le compte : accountID ou oauth_client manquant',
  },
  signedInRegisterNotice: {
    signOutAndRegister: "Se déconnecter et s'inscrire",
    backToDashboard: 'Vers le tableau de bord',
    workerText: 'Tu es connecté en tant que {{email}}. Déconnecte-toi pour créer un nouveau compte.',
    employerText:
      'Tu es connecté en tant que {{email}}. Un compte employeur est un compte distinct : déconnecte-toi pour le créer.',
    title: 'Tu es déjà connecté',
  },
  changeEmailForm: {
    save: 'Envoyer un nouveau code',
    title: "Modifier l'adresse e-mail",
  },
};
