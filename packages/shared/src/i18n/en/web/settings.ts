import type { CatalogueOf } from '../../locales';
import type { settings as dutch } from '../../nl-BE/web/settings';

export const settings: CatalogueOf<typeof dutch> = {
  preferencesSection: {
    showPhone: 'Show my phone number',
    showEmail: 'Show my email address',
    profileVisible: 'Profile visible to others',
    messages: 'Messages',
    matchingJobs: 'New jobs that suit you',
    inApp: 'In-app notifications',
    email: 'Email notifications',
  },
  profileSection: {
    bio: 'Bio',
    town: 'Home town',
    languageHint: 'Jobbel, your emails and your notifications in this language, on all your devices.',
  },
  securitySection: {
    changePassword: 'Change password',
    currentPassword: 'Current password',
    passwordChanged: 'Password changed successfully!',
  },
  settingsLayout: {
    tryAgain: 'Try Again',
    loadFailedTitle: 'Failed to Load Profile Data',
    title: 'Settings',
    signedOutTitle: 'Not Authenticated',
    signedIn: 'Authenticated',
    backToProfile: '← Back to profile',
  },
  settingsSections: {
    legal: 'Legal details',
    workStatus: 'Work status',
    privacy: 'Privacy',
    notifications: 'Notifications',
    security: 'Security',
    professional: 'Professional',
  },
  settingsLoadError: {
    serverError: "We couldn't load your profile because of a temporary server error. Please try again later.",
  },
};
