import type { CatalogueOf } from '../../locales';
import type { components as dutch } from '../../nl-BE/web/components';

export const components: CatalogueOf<typeof dutch> = {
  todoList: {
    title: 'À faire',
    nothing: "Rien ne t'attend. Les nouveaux candidats, heures et messages apparaissent ici.",
  },
  footer: {
    privacy: 'Confidentialité',
    flexibelWerkInDeHoreca: "Le match parfait entre professionnels de l'horeca et employeurs en Belgique.",
    registerEmployer: "S'inscrire comme employeur",
    employerDashboard: "Tableau de bord de l'employeur",
    forEmployers: 'Pour les employeurs',
    wordProductNameLowerAar: 'Deviens jobbeur',
    myProfile: 'Mon profil',
    voorProductNameLowerAars: 'Pour les jobbeurs',
    address: 'Gand, Belgique',
    email: 'info@jobbel.be',
  },
  languageSwitch: {
    label: 'Langue',
  },
  skipLink: {
    label: 'Aller au contenu',
  },
  offlineBanner: {
    message:
      'Tu es hors ligne. Ce que tu vois peut être dépassé ; dès que tu as à nouveau une connexion, nous rechargeons tout.',
  },
  toaster: {
    close: 'Fermer la notification',
  },
  passwordField: {
    show: 'Afficher',
    hide: 'Masquer',
    showField: 'Afficher {{field}}',
    hideField: 'Masquer {{field}}',
  },
};
