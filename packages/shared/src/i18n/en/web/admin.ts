import type { CatalogueOf } from '../../locales';
import type { admin as dutch } from '../../nl-BE/web/admin';

export const admin: CatalogueOf<typeof dutch> = {
  adminAccessDenied: {
    theAdminDashboardIsOnly: 'The admin dashboard is only available for administrators.',
  },
  adminDashboard: {
    comingSoon: 'Coming soon...',
    admin: 'Admin',
    adminMode: 'Admin Mode',
    adminDashboard: 'Admin Dashboard',
    overview: 'Overview',
    companies: 'Companies',
    users: 'Users',
  },
  adminJobsTab: {
    jobs: 'jobs',
    wage: 'Wage',
    applications: 'Applications',
    company: 'Company',
    job: 'Job',
  },
  adminOverviewTab: {
    recentJobs: 'Recent Jobs',
    recentUsers: 'Recent Users',
    monthlyRevenue: 'Monthly Revenue',
    totalCompanies: 'Total Companies',
    totalUsers: 'Total Users',
    failedToLoadDashboardData: 'Failed to load dashboard data',
  },
  adminTable: {
    range: '{{first}}–{{last}} of {{total}}',
    nietsGevonden: 'Nothing found.',
    zoeken: 'Search...',
    zoekLabel: 'Search {{label}}',
  },
  adminUsersTab: {
    gebruikers: 'users',
    rating: 'Rating',
    ratingValue: '★ {{average}}',
    completedJobs: 'Completed jobs',
    user: 'User',
  },
  useAdminDeleteConfirmed: {
    areYouSureYouWant: 'Are you sure you want to delete this job?',
    failedToDeleteUser: 'Failed to delete user',
    userDeletedSuccessfully: 'User deleted successfully',
    areYouSureYouWant2: 'Are you sure you want to delete this user?',
  },
};
