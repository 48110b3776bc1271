import type { CatalogueOf } from '../../locales';
import type { admin as dutch } from '../../nl-BE/web/admin';

export const admin: CatalogueOf<typeof dutch> = {
  adminAccessDenied: {
    message: 'The admin dashboard is only available for administrators.',
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
    countLabel: 'jobs',
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
    searchTooShort: 'Type at least {{fewest}} characters to search.',
    range: '{{first}}–{{last}} of {{total}}',
    rangeOfMoreThan: '{{first}}–{{last}} of more than {{total}}',
    none: 'Nothing found.',
    search: 'Search...',
    zoekLabel: 'Search {{label}}',
  },
  adminUsersTab: {
    countLabel: 'users',
    rating: 'Rating',
    ratingValue: '★ {{average}}',
    completedJobs: 'Completed jobs',
    user: 'User',
  },
  deletion: {
    confirm: 'Are you sure you want to delete this job?',
    userDeleteFailed: 'Failed to delete user',
    userDeleted: 'User deleted successfully',
    areYouSureYouWant2: 'Are you sure you want to delete this user?',
  },
};
