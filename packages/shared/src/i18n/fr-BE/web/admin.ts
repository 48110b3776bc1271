import type { CatalogueOf } from '../../locales';
import type { admin as dutch } from '../../nl-BE/web/admin';

export const admin: CatalogueOf<typeof dutch> = {
  adminAccessDenied: {
    theAdminDashboardIsOnly: "Le tableau de bord d'administration est réservé aux administrateurs.",
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
    jobs: 'jobs',
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
    range: '{{first}}–{{last}} sur {{total}}',
    nietsGevonden: 'Rien trouvé.',
    zoeken: 'Rechercher…',
    zoekLabel: 'Rechercher des {{label}}',
  },
  adminUsersTab: {
    gebruikers: 'utilisateurs',
    rating: 'Évaluation',
    ratingValue: '★ {{average}}',
    completedJobs: 'Jobs terminés',
    user: 'Utilisateur',
  },
  useAdminDeleteConfirmed: {
    areYouSureYouWant: 'Supprimer ce job ?',
    failedToDeleteUser: "Impossible de supprimer l'utilisateur",
    userDeletedSuccessfully: 'Utilisateur supprimé',
    areYouSureYouWant2: 'Supprimer cet utilisateur ?',
  },
};
