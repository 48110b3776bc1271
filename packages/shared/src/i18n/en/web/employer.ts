import type { CatalogueOf } from '../../locales';
import type { employer as dutch } from '../../nl-BE/web/employer';

/** The employer's own screens (en). */
export const employer: CatalogueOf<typeof dutch> = {
  todayAndTomorrow: {
    title: 'Today and tomorrow',
    none: 'No shifts are planned today or tomorrow.',
    tomorrow: 'Tomorrow',
    booked: 'Booked: {{names}}',
    nobodyBooked: 'Nobody booked yet',
    checkIn: 'Check-in',
  },
  dashboardTabs: {
    label: 'Employer dashboard',
    overview: 'Overview',
    team: 'My team',
    dimona: 'Dimona',
  },
  businessJobsSection: {
    none: 'No jobs found for this business',
    loadFailed: 'Failed to load business jobs data',
    title: 'Open jobs',
    noOpenJobs: 'No open jobs right now.',
    earlierJobs: 'Filled or past',
  },
  employerDashboardStates: {
    viewJob: 'View the job',
    notYourJob: "You can only edit your own business's jobs.",
    goToBusinessSettings: 'Go to Business Settings',
    tryAgain: 'Try again',
    loadFailed: 'Failed to load your jobs. Please try again.',
    noBusinessText: "You don't have a business account yet. Create one to post jobs.",
    noBusinessTitle: 'No business account yet',
    registerAsEmployer: 'Register as Employer',
    goToDashboard: 'Go to Dashboard',
    businessOnly:
      'This page is only available for business accounts. You need a business account to post and manage jobs.',
    subtitle: 'Manage your job postings and track applications',
  },
  employerJobCard: {
    wagePerHour: '{{wage}}/hour',
    applicationCount: { one: '1 application', other: '{{count}} applications' },
    hoursToApprove: 'Hours to approve: {{count}}',
    edit: 'Edit',
    postedOn: 'Posted {{date}}',
    postedRecently: 'Posted Recently',
    postedFormat: "d MMM yyyy 'at' HH:mm",
  },
  employerJobFilters: {
    removeFilter: 'Remove filter {{value}}',
    clear: 'Clear',
    applyFilters: 'Apply Filters',
    startDate: 'Start date',
    searchPlaceholder: 'Search by title or description',
    searchLabel: 'Search your jobs',
    title: 'Filter jobs',
  },
  employerJobs: {
    moreJobs: 'More jobs',
    hoursToApprove: 'Hours to approve: {{count}}. Open the job to approve or correct them.',
    clearFilters: 'Clear Filters',
    noJobsMatchYourFilters: 'No jobs found matching your search criteria.',
    postYourFirstJob: 'Post Your First Job',
    noJobsPostedYet: 'No jobs posted yet',
  },
  employerStats: {
    averageApplications: 'Avg Applications',
    totalApplications: 'Total Applications',
    totalJobs: 'Total Jobs',
  },
  foundToast: {
    postedCount: { one: 'Found 1 job', other: 'Found {{count}} jobs' },
    none: 'No jobs found. Start by posting your first job!',
  },
  deletion: {
    confirm: 'Are you sure you want to delete this job? This action cannot be undone.',
  },
  saving: {
    changeAnyway: 'Change anyway?',
    changeProposed: 'Saved. The booked jobbers get the change to accept.',
    updateFailed: 'Failed to update job. Please try again.',
    updated: 'Job updated successfully!',
    postFailed: 'Failed to post job. Please try again.',
    posted: 'Job posted successfully!',
  },
};
