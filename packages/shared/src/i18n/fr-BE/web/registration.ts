import type { CatalogueOf } from '../../locales';
import type { registration as dutch } from '../../nl-BE/web/registration';

/** Texts of registering (fr-BE). */
export const registration: CatalogueOf<typeof dutch> = {
  registerSteps: {
    privacyLink: 'Déclaration de confidentialité',
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
  registrationErrors: {
    failed: "L'inscription a échoué. Réessaie.",
    serverError: "Une erreur de serveur s'est produite. Réessaie plus tard.",
    unexpectedServerError: "Une erreur de serveur inattendue s'est produite. Réessaie plus tard.",
    usernameTaken: "Ce nom d'utilisateur est déjà utilisé. Choisis-en un autre.",
    emailTaken:
      'Cette adresse e-mail est déjà enregistrée. Essaie de te connecter ou utilise une autre adresse.',
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
