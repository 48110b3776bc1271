import type { CatalogueOf } from '../../locales';
import type { calendar as dutch } from '../../nl-BE/web/calendar';

export const calendar: CatalogueOf<typeof dutch> = {
  calendarEntries: {
    breakShort: '{{minutes}} min de pause',
    payShort: '{{hours}} h × {{wage}} = {{amount}} brut',
    jobFair: "Journée de l'emploi horeca Gand",
    baristaWorkshop: 'Atelier barista latte art',
    haccpCourse: 'Formation de base HACCP',
  },
  calendarHeader: {
    modeComingSoon: 'Mode « {{mode}} » : ajouter toi-même des éléments arrive bientôt.',
    title: 'Mon agenda',
    eventLegend: 'Événement',
    trainingLegend: 'Formation',
    addJob: 'Ajouter un job',
  },
  shiftState: {
    pending: '(en attente)',
    confirmed: '(confirmé)',
    cancelled: '(annulé)',
    completed: '(terminé)',
    noShow: '(absent)',
  },
  calendarSection: {
    fromUntil: 'du {{start}} au {{end}}',
    empty: 'Rien de prévu.',
  },
  calendarSections: {
    available: 'DISPONIBLE',
    planned: 'PRÉVU',
    active: 'ACTIF',
    register: "S'inscrire",
    registrationSoon: 'Les inscriptions ouvrent bientôt.',
    trainingAndEvents: 'Formations et événements',
    upcomingJobs: 'Jobs à venir',
    currentJobs: 'Jobs en cours',
  },
  calendarSidebar: {
    export: "Exporter l'agenda",
    setAvailability: 'Indiquer mes disponibilités',
    availabilitySoon: 'Indiquer tes disponibilités arrive bientôt.',
    connectGoogle: 'Relier Google Agenda',
    quickActions: 'Actions rapides',
    noEventsToday: "Pas d'événements aujourd'hui",
  },
  export: {
    name: 'Jobbel',
    pending: 'en attente',
    completed: 'terminé',
  },
  subscription: {
    explain:
      "Abonne ton app d'agenda (Google Agenda, Apple Calendrier, Outlook) à tes shifts : les modifications suivent d'elles-mêmes.",
    create: "Créer un lien d'abonnement",
    yourLink: "Ton lien d'abonnement",
    onlyOnce:
      'Garde ce lien : tu ne le vois qu’une fois. Quiconque le possède voit tes shifts ; révoque-le s’il a fuité.',
    copy: 'Copier le lien',
    copied: "Lien copié. Ajoute-le dans ton app d'agenda comme agenda par URL.",
    copyFailed: 'La copie a échoué : sélectionne le lien et copie-le toi-même.',
    openInApp: "Ouvrir dans ton app d'agenda",
    activeSince: "Ton app d'agenda est reliée depuis le {{date}}.",
    renew: 'Nouveau lien',
    renewQuestion: "Créer un nouveau lien ? L'ancien ne fonctionnera plus dans ton app d'agenda.",
    renewConfirm: 'Oui, créer un nouveau lien',
    revoke: 'Révoquer le lien',
    revokeQuestion: "Révoquer le lien ? Ton app d'agenda ne recevra plus tes shifts.",
    revokeConfirm: 'Oui, le révoquer',
    keep: 'Non, laisser tel quel',
    failed: "Ça n'a pas marché. Réessaie.",
  },
  dayCell: {
    dayTitle: 'EEEE d MMMM',
    more: '+{{count}} de plus',
  },
};
