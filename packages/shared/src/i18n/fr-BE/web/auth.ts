import type { CatalogueOf } from '../../locales';
import type { auth as dutch } from '../../nl-BE/web/auth';

export const auth: CatalogueOf<typeof dutch> = {
  profile: {
    unableToFetchUserProfile: 'Impossible de charger le profil.',
    unableToFetchUserProfile2: 'Impossible de charger le profil. Vérifie ta connexion.',
  },
  forgotPasswordPanel: {
    sendCode: 'Envoyer le code',
    requestCode: 'Demander un code',
    savePassword: 'Enregistrer le mot de passe',
    codeLabel: 'Code',
    title: 'Réinitialiser le mot de passe',
    intro: 'Indique ton adresse e-mail. Nous t’envoyons un code pour choisir un nouveau mot de passe.',
    alsEmailBijOnsGeregistreerd: 'Si {{email}} est enregistrée chez nous, tu recevras un code à 6 chiffres.',
    forgotten: 'Mot de passe oublié',
    doneMessage: 'Tu peux maintenant te connecter avec ton nouveau mot de passe.',
    doneTitle: 'Mot de passe modifié',
    failed: "Quelque chose s'est mal passé. Réessaie.",
  },
  loginCarousel: {
    upcomingJobs: 'Jobs qui commencent bientôt',
    hours: '{{hours}} h',
    showJob: 'Afficher {{title}}',
  },
  loginForm: {
    signUp: "S'inscrire",
    noAccount: 'Pas encore de compte ?',
    forgotPassword: 'Mot de passe oublié ?',
    rememberMe: 'Se souvenir de moi',
    title: 'Se connecter',
  },
  loginPanel: {
    codeSendFailed: "Impossible d'envoyer le code. Réessaie.",
    codeSendImpossible: "Impossible d'envoyer le code. Contacte le support.",
  },
  registerSteps: {
    nationalRegisterNumberOptional: 'Numéro de registre national (facultatif)',
    nationalRegisterNumberWhy:
      "Un employeur n'en a besoin que pour déclarer ton travail à l'ONSS (la Dimona) ; nous te le demanderons à ce moment-là.",
    submit: "S'inscrire",
    postalCode: 'Code postal',
    city: 'Commune',
    address: 'Adresse',
    phone: 'Numéro de GSM',
    confirmPassword: 'Confirme le mot de passe',
    next: 'Suivant',
    birthDate: 'Date de naissance',
  },
  registerWizard: {
    emailChanged: 'Nous avons envoyé un nouveau code à {{email}}.',
    changeEmail: 'Mauvaise adresse e-mail ? Modifie-la',
    haveAccount: 'Tu as déjà un compte ?',
    stepOfThree: 'Inscription, étape {{step}} sur 3',
    employerTagline: 'Trouve le collaborateur parfait pour ton établissement',
    employerTitle: "S'inscrire comme employeur",
    workerTagline: 'Commence ton parcours vers le travail flexible',
    wordEenProductNameLower: 'Deviens jobbeur',
  },
  verificationForm: {
    noCodeSentYet: "Ton adresse e-mail {{email}} n'est pas encore confirmée. Demande un code ci-dessous.",
    notConfirmedNoCode:
      "L'adresse e-mail {{email}} n'est pas encore confirmée, mais nous n'avons pas pu envoyer de code. Saisis un code reçu plus tôt ou contacte info@jobbel.be.",
    resend: 'Renvoyer le code',
    codeOpnieuwVersturenSecondsleftS: 'Renvoyer le code ({{secondsLeft}} s)',
    submit: 'Vérifier',
    codeLabel: 'Code de vérification',
    codeSentTo: 'Nous avons envoyé un code à 6 chiffres à {{email}}. Saisis-le ci-dessous.',
    title: 'Confirme ton adresse e-mail',
    heading: "Vérification de l'adresse e-mail",
    resent: 'Un nouveau code a été envoyé à {{email}}.',
  },
  registrationErrors: {
    failed: "L'inscription a échoué. Réessaie.",
    serverError: "Une erreur de serveur s'est produite. Réessaie plus tard.",
    unexpectedServerError: "Une erreur de serveur inattendue s'est produite. Réessaie plus tard.",
    usernameTaken: "Ce nom d'utilisateur est déjà utilisé. Choisis-en un autre.",
    emailTaken:
      'Cette adresse e-mail est déjà enregistrée. Essaie de te connecter ou utilise une autre adresse.',
  },
  session: {
    failed: "L'authentification a échoué",
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
