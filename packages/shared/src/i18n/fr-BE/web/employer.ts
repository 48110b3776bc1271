import type { CatalogueOf } from '../../locales';
import type { employer as dutch } from '../../nl-BE/web/employer';

/** The employer's own screens (fr-BE). */
export const employer: CatalogueOf<typeof dutch> = {
  todayAndTomorrow: {
    title: "Aujourd'hui et demain",
    none: "Aucun shift n'est prévu aujourd'hui ni demain.",
    tomorrow: 'Demain',
    booked: 'Réservé : {{names}}',
    nobodyBooked: 'Personne de réservé',
    checkIn: 'Pointage',
  },
  dashboardTabs: {
    label: "Tableau de bord de l'employeur",
    overview: 'Aperçu',
    team: 'Mon équipe',
    dimona: 'Dimona',
  },
  businessJobsSection: {
    none: 'Aucun job trouvé pour cet établissement',
    loadFailed: "Impossible de charger les jobs de l'établissement",
    title: 'Jobs ouverts',
    noOpenJobs: 'Aucun job ouvert pour le moment.',
    earlierJobs: 'Pourvus ou passés',
  },
  employerDashboardStates: {
    viewJob: 'Voir le job',
    notYourJob: 'Tu ne peux modifier que les jobs de ton propre établissement.',
    goToBusinessSettings: "Vers les paramètres de l'établissement",
    tryAgain: 'Réessayer',
    loadFailed: 'Impossible de charger tes jobs. Réessaie.',
    noBusinessText: "Tu n'as pas encore de compte établissement. Crées-en un pour publier des jobs.",
    noBusinessTitle: 'Pas encore de compte établissement',
    registerAsEmployer: "S'inscrire comme employeur",
    goToDashboard: 'Vers le tableau de bord',
    businessOnly:
      'Cette page est réservée aux comptes établissement. Il te faut un compte établissement pour publier et gérer des jobs.',
    subtitle: 'Gère tes offres et suis les candidatures',
  },
  employerJobCard: {
    wagePerHour: '{{wage}}/h',
    applicationCount: { one: '1 candidature', other: '{{count}} candidatures' },
    hoursToApprove: 'Heures à approuver : {{count}}',
    edit: 'Modifier',
    postedOn: 'Publié le {{date}}',
    postedRecently: 'Publié récemment',
    postedFormat: "d MMM yyyy 'à' HH:mm",
  },
  employerJobFilters: {
    removeFilter: 'Retirer le filtre {{value}}',
    clear: 'Effacer',
    applyFilters: 'Appliquer les filtres',
    startDate: 'Date de début',
    searchPlaceholder: 'Chercher par titre ou description',
    searchLabel: 'Chercher dans tes jobs',
    title: 'Filtrer les jobs',
  },
  employerJobs: {
    moreJobs: 'Plus de jobs',
    hoursToApprove: 'Heures à approuver : {{count}}. Ouvre le job pour les approuver ou les corriger.',
    clearFilters: 'Effacer les filtres',
    noJobsMatchYourFilters: 'Aucun job ne correspond à ta recherche.',
    postYourFirstJob: 'Publie ton premier job',
    noJobsPostedYet: 'Pas encore de jobs publiés',
  },
  employerStats: {
    averageApplications: 'Candidatures en moyenne',
    totalApplications: 'Candidatures au total',
    totalJobs: 'Jobs au total',
  },
  foundToast: {
    postedCount: { one: '1 job trouvé', other: '{{count}} jobs trouvés' },
    none: 'Aucun job trouvé. Commence par publier ton premier job !',
  },
  deletion: {
    confirm: 'Supprimer ce job ? Cette action est définitive.',
  },
  saving: {
    changeAnyway: 'Modifier quand même ?',
    changeProposed: 'Enregistré. Les jobbeurs réservés reçoivent la modification à accepter.',
    updateFailed: 'Impossible de mettre à jour le job. Réessaie.',
    updated: 'Job mis à jour !',
    postFailed: 'Impossible de publier le job. Réessaie.',
    posted: 'Job publié !',
  },
};
