import type { CatalogueOf } from '../../locales';
import type { app as dutch } from '../../nl-BE/web/app';

export const app: CatalogueOf<typeof dutch> = {
  skillsExperienceForm: {
    loadFailed: 'Impossible de charger ton profil. Réessaie.',
    userMissing: 'Utilisateur introuvable. Reconnecte-toi.',
  },
  mobileMenu: {
    label: 'Navigation mobile',
    open: 'Ouvrir le menu',
    close: 'Fermer le menu',
  },
  navItems: {
    admin: "Tableau de bord d'administration",
    faq: 'FAQ',
    myApplications: 'Mes candidatures',
    messages: 'Messages',
    yourBusinessPage: 'Ta page établissement',
    yourProfile: 'Ton profil',
    comingSoon: 'Bientôt',
    game: 'Jeu',
    myJobs: 'Mes jobs',
    jobFeed: 'Fil de jobs',
  },
  profileMenu: {
    label: 'Menu du profil',
  },
  deletionBanner: {
    scheduled: 'Ton compte sera supprimé le {{moment}}.',
    cancel: 'Annuler la suppression',
  },
  signedInLayout: {
    logoDestination: ', vers le tableau de bord',
    mainNavigation: 'Navigation principale',
  },
  routeLoadFailed: {
    title: "Cette page n'a pas pu s'ouvrir",
    message:
      'Un problème est survenu au chargement de cette page. Recharge-la pour obtenir la dernière version de Jobbel.',
    offline:
      "Tu es hors ligne et cette page n'était pas encore enregistrée sur cet appareil. Dès que tu as à nouveau une connexion, tu peux la recharger.",
    reload: 'Recharger',
  },
  shellLoadFailed: {
    retry: 'Réessayer',
    message: "Nous n'avons pas pu charger ton compte. Vérifie ta connexion et réessaie.",
  },
  /** the installable app's description, as a phone shows it */
  manifest: {
    description:
      "Du travail flexible dans l'horeca autour de Gand : trouve des shifts, postule et gère tes jobs.",
  },
};
