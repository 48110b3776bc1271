export const admin = {
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
    range: '{{first}}–{{last}} van {{total}}',
    rangeOfMoreThan: '{{first}}–{{last}} van meer dan {{total}}',
    none: 'Niets gevonden.',
    search: 'Zoeken...',
    zoekLabel: 'Zoek {{label}}',
  },
  adminUsersTab: {
    countLabel: 'gebruikers',
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
