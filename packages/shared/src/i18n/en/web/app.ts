import type { CatalogueOf } from '../../locales';
import type { app as dutch } from '../../nl-BE/web/app';

export const app: CatalogueOf<typeof dutch> = {
  skillsExperienceForm: {
    loadFailed: 'Failed to load your profile data. Please try again.',
    userMissing: 'User not found. Please log in again.',
  },
  mobileMenu: {
    label: 'Mobile navigation',
    open: 'Open menu',
    close: 'Close menu',
  },
  navItems: {
    admin: 'Admin Dashboard',
    faq: 'FAQ',
    myApplications: 'My Applications',
    messages: 'Messages',
    yourBusinessPage: 'Your Business Page',
    yourProfile: 'Your Profile',
    comingSoon: 'Coming soon',
    game: 'Game',
    myJobs: 'My Jobs',
    jobFeed: 'Job feed',
  },
  profileMenu: {
    label: 'Profile menu',
  },
  deletionBanner: {
    scheduled: 'Your account will be deleted on {{moment}}.',
    cancel: 'Cancel the deletion',
  },
  signedInLayout: {
    logoDestination: ', to the dashboard',
    mainNavigation: 'Main navigation',
  },
  routeLoadFailed: {
    title: 'This page could not open',
    message: 'Something went wrong loading this page. Reload it to get the latest version of Jobbel.',
    offline:
      "You are offline and this page was not saved on this device yet. As soon as you're connected again, you can reload it.",
    reload: 'Reload',
  },
  shellLoadFailed: {
    retry: 'Try again',
    message: "We couldn't load your account. Check your connection and try again.",
  },
  /** the installable app's description, as a phone shows it */
  manifest: {
    description: 'Flexible work in hospitality around Ghent: find shifts, apply and manage your jobs.',
  },
};
