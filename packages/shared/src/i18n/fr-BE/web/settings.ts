import type { CatalogueOf } from '../../locales';
import type { settings as dutch } from '../../nl-BE/web/settings';

export const settings: CatalogueOf<typeof dutch> = {
  preferencesSection: {
    toonMijnTelefoonnummer: 'Afficher mon numéro de GSM',
    toonMijnEMailadres: 'Afficher mon adresse e-mail',
    profielZichtbaarVoorAnderen: 'Profil visible pour les autres',
    berichten: 'Messages',
    nieuweJobsDieBijJe: 'Nouveaux jobs qui te correspondent',
    meldingenInDeApp: "Notifications dans l'app",
    eMailmeldingen: 'Notifications par e-mail',
  },
  profileSection: {
    bio: 'Bio',
    woonplaats: 'Commune de résidence',
    languageHint: 'Jobbel, tes e-mails et tes notifications dans cette langue, sur tous tes appareils.',
  },
  securitySection: {
    wachtwoordWijzigen: 'Modifier le mot de passe',
    huidigWachtwoord: 'Mot de passe actuel',
    passwordChangedSuccessfully: 'Mot de passe modifié !',
  },
  settingsLayout: {
    tryAgain: 'Réessayer',
    failedToLoadProfileData: 'Impossible de charger le profil',
    instellingen: 'Paramètres',
    notAuthenticated: 'Non connecté',
    authenticated: 'Connecté',
    terugNaarProfiel: '← Retour au profil',
  },
  settingsSections: {
    legal: 'Données légales',
    workStatus: 'Statut de travail',
    privacy: 'Confidentialité',
    meldingen: 'Notifications',
    beveiliging: 'Sécurité',
    professioneel: 'Professionnel',
  },
  settingsLoadError: {
    serverError:
      "Nous n'avons pas pu charger ton profil à cause d'une erreur temporaire du serveur. Réessaie plus tard.",
  },
};
