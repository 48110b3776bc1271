import type { CatalogueOf } from '../../locales';
import type { auth as dutch } from '../../nl-BE/web/auth';

export const auth: CatalogueOf<typeof dutch> = {
  profile: {
    unableToFetchUserProfile: 'Impossible de charger le profil.',
    unableToFetchUserProfile2: 'Impossible de charger le profil. Vérifie ta connexion.',
  },
  session: {
    failed: "L'authentification a échoué",
    invalidJson: 'Le serveur a renvoyé une réponse illisible',
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
};
