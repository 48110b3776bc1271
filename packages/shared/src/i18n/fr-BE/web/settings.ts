import type { CatalogueOf } from '../../locales';
import type { settings as dutch } from '../../nl-BE/web/settings';

export const settings: CatalogueOf<typeof dutch> = {
  deletion: {
    title: 'Supprimer le compte',
    intro:
      "Ton compte est supprimé 30 jours après ta demande. D'ici là, ton profil est masqué et tu peux annuler la suppression en te connectant. Tes candidatures ouvertes sont retirées, et les établissements où tu es réservé en sont informés.",
    erased:
      'Ensuite, nous effaçons ton nom, tes coordonnées, ton adresse, ta photo, ta bio, tes compétences, ton expérience, tes alertes, tes notifications et le texte de tes messages ; les évaluations restent comme chiffres sans nom.',
    kept: 'Ce que la loi fait conserver à un employeur (tes services réservés, heures, pointages et contrats signés, avec ton numéro de registre national chiffré) reste cinq ans après le service chez cet employeur seul, puis est effacé aussi.',
    businessExports:
      "Tu restes responsable des registres de ton établissement : télécharge d'abord tes exports pour le secrétariat social et tes contrats. Tes jobs ouverts ferment tout de suite, et ceux qui attendent en sont informés.",
    toContracts: 'Vers tes contrats',
    exportFirst: 'Tu veux garder tes données ? Télécharge-les d’abord ci-dessus.',
    password: 'Ton mot de passe',
    understood: 'Je comprends que mon compte sera supprimé après 30 jours',
    submit: 'Supprimer le compte',
    scheduled: "Ton compte sera supprimé le {{moment}}. D'ici là, tu peux annuler.",
    cancel: 'Annuler la suppression',
    cancelled: 'Ton compte est conservé.',
  },
  myData: {
    title: 'Télécharger mes données',
    intro:
      'Tout ce que Jobbel conserve sur ton compte, dans un seul zip : un fichier JSON par type de données, chaque table aussi en CSV, et un fichier lisez-moi qui explique tout. Nous le préparons en arrière-plan et te prévenons quand il est prêt. Tu peux le télécharger pendant 7 jours ; tu peux en demander un nouveau une fois par jour.',
    ask: 'Télécharger mes données',
    asked: 'Nous préparons ton export. Tu recevras une notification dès qu’il est prêt.',
    states: {
      pending: 'En préparation…',
      building: 'En préparation…',
      ready: 'Prêt',
      failed: 'Échec. Demandes-en un nouveau.',
    },
    requested: 'Demandé le {{moment}}',
    expires: "Téléchargeable jusqu'au {{moment}}",
    download: 'Télécharger ({{size}})',
    loadFailed: "Tes exports n'ont pas pu être chargés.",
    downloadFailed: "L'export n'a pas pu être téléchargé.",
  },
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
    inszStored: 'Enregistré : {{insz}}',
    inszShow: 'Afficher',
    inszHide: 'Masquer',
    inszPassword: 'Ton mot de passe, pour l’afficher',
    inszNew: 'Nouveau numéro de registre national',
    inszKeep: 'Laisse vide pour garder le numéro enregistré.',
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
