import type { CatalogueOf } from '../../locales';
import type { components as dutch } from '../../nl-BE/web/components';

export const components: CatalogueOf<typeof dutch> = {
  todoList: {
    title: 'À faire',
    nothing: "Rien ne t'attend. Les nouveaux candidats, heures et messages apparaissent ici.",
  },
  footer: {
    flexibelWerkInDeHoreca: "Le match parfait entre professionnels de l'horeca et employeurs en Belgique.",
    registreerAlsWerkgever: "S'inscrire comme employeur",
    werkgeversdashboard: "Tableau de bord de l'employeur",
    voorWerkgevers: 'Pour les employeurs',
    wordProductNameLowerAar: 'Deviens jobbeur',
    mijnProfiel: 'Mon profil',
    voorProductNameLowerAars: 'Pour les jobbeurs',
    gentBelgie: 'Gand, Belgique',
    infoJobbelBe: 'info@jobbel.be',
  },
  languageSwitch: {
    label: 'Langue',
  },
  skipLink: {
    naarDeInhoud: 'Aller au contenu',
  },
  offlineBanner: {
    jeBentOffline:
      'Tu es hors ligne. Ce que tu vois peut être dépassé ; dès que tu as à nouveau une connexion, nous rechargeons tout.',
  },
  toaster: {
    meldingSluiten: 'Fermer la notification',
  },
  passwordField: {
    toon: 'Afficher',
    verberg: 'Masquer',
    showField: 'Afficher {{field}}',
    hideField: 'Masquer {{field}}',
  },
};
