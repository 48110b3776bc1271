import type { CatalogueOf } from '../../locales';
import type { admin as dutch } from '../../nl-BE/web/admin';

export const admin: CatalogueOf<typeof dutch> = {
  adminAccessDenied: {
    message: "Le tableau de bord d'administration est réservé aux administrateurs.",
  },
  adminDashboard: {
    comingSoon: 'Bientôt disponible…',
    admin: 'Admin',
    adminMode: 'Mode administrateur',
    adminDashboard: "Tableau de bord d'administration",
    overview: 'Aperçu',
    companies: 'Établissements',
    users: 'Utilisateurs',
  },
  adminJobsTab: {
    countLabel: 'jobs',
    wage: 'Salaire',
    applications: 'Candidatures',
    company: 'Établissement',
    job: 'Job',
  },
  adminOverviewTab: {
    recentJobs: 'Jobs récents',
    recentUsers: 'Utilisateurs récents',
    monthlyRevenue: 'Chiffre d’affaires mensuel',
    totalCompanies: 'Établissements au total',
    totalUsers: 'Utilisateurs au total',
    failedToLoadDashboardData: 'Impossible de charger le tableau de bord',
  },
  adminTable: {
    searchTooShort: 'Tape au moins {{fewest}} caractères pour chercher.',
    range: '{{first}}–{{last}} sur {{total}}',
    rangeOfMoreThan: '{{first}}–{{last}} sur plus de {{total}}',
    none: 'Rien trouvé.',
    search: 'Rechercher…',
    zoekLabel: 'Rechercher des {{label}}',
  },
  adminUsersTab: {
    countLabel: 'utilisateurs',
    rating: 'Évaluation',
    ratingValue: '★ {{average}}',
    completedJobs: 'Jobs terminés',
    user: 'Utilisateur',
  },
  deletion: {
    confirm: 'Supprimer ce job ?',
    userDeleteFailed: "Impossible de supprimer l'utilisateur",
    userDeleted: 'Utilisateur supprimé',
    areYouSureYouWant2: 'Supprimer cet utilisateur ?',
  },
};
