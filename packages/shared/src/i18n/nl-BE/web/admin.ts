export const admin = {
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
    range: '{{first}}–{{last}} van {{total}}',
    nietsGevonden: 'Niets gevonden.',
    zoeken: 'Zoeken...',
    zoekLabel: 'Zoek {{label}}',
  },
  adminUsersTab: {
    gebruikers: 'gebruikers',
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
