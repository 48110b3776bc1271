import type { CatalogueOf } from '../../locales';
import type { settings as dutch } from '../../nl-BE/web/settings';

export const settings: CatalogueOf<typeof dutch> = {
  preferencesSection: {
    showPhone: 'Afficher mon numéro de GSM',
    showEmail: 'Afficher mon adresse e-mail',
    profileVisible: 'Profil visible pour les autres',
    messages: 'Messages',
    matchingJobs: 'Nouveaux jobs qui te correspondent',
    inApp: "Notifications dans l'app",
    email: 'Notifications par e-mail',
  },
  profileSection: {
    bio: 'Bio',
    town: 'Commune de résidence',
    languageHint: 'Jobbel, tes e-mails et tes notifications dans cette langue, sur tous tes appareils.',
  },
  securitySection: {
    changePassword: 'Modifier le mot de passe',
    currentPassword: 'Mot de passe actuel',
    passwordChanged: 'Mot de passe modifié !',
  },
  settingsLayout: {
    tryAgain: 'Réessayer',
    loadFailedTitle: 'Impossible de charger le profil',
    title: 'Paramètres',
    signedOutTitle: 'Non connecté',
    signedIn: 'Connecté',
    backToProfile: '← Retour au profil',
  },
  settingsSections: {
    legal: 'Données légales',
    workStatus: 'Statut de travail',
    privacy: 'Confidentialité',
    notifications: 'Notifications',
    security: 'Sécurité',
    professional: 'Professionnel',
  },
  settingsLoadError: {
    serverError:
      "Nous n'avons pas pu charger ton profil à cause d'une erreur temporaire du serveur. Réessaie plus tard.",
  },
};
