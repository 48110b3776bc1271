import type { CatalogueOf } from '../../locales';
import type { settings as dutch } from '../../nl-BE/web/settings';

export const settings: CatalogueOf<typeof dutch> = {
  deletion: {
    title: 'Delete account',
    intro:
      'Your account is deleted 30 days after you ask. Until then your profile is hidden and you can cancel the deletion by signing in. Your open applications are withdrawn, and businesses where you are booked are told.',
    erased:
      'Then we erase your name, contact details, address, photo, bio, skills, experience, job alerts, notifications and the text of your messages; ratings stay as numbers without a name.',
    kept: 'What the law makes an employer keep (your booked shifts, hours, check-ins and signed contracts, with your national register number encrypted) stays five years after the shift with that employer only, and is then erased too.',
    businessExports:
      'You stay responsible for your business’s records: download your exports for the social secretariat and your contracts first. Your open jobs close at once, and whoever waits on them is told.',
    toContracts: 'To your contracts',
    exportFirst: 'Want to keep your data? Download it above first.',
    password: 'Your password',
    understood: 'I understand my account will be deleted after 30 days',
    submit: 'Delete account',
    scheduled: 'Your account will be deleted on {{moment}}. Until then you can cancel.',
    cancel: 'Cancel the deletion',
    cancelled: 'Your account stays.',
  },
  myData: {
    title: 'Download my data',
    intro:
      'Everything Jobbel keeps about your account, in one zip: a JSON file per kind of data, each table also as a CSV, and a readme that explains it all. We prepare it in the background and let you know when it is ready. You can download it for 7 days; you can ask for a new one once a day.',
    ask: 'Download my data',
    asked: 'We are preparing your export. You will get a notification when it is ready.',
    states: {
      pending: 'Being prepared…',
      building: 'Being prepared…',
      ready: 'Ready',
      failed: 'Failed. Feel free to ask for a new one.',
    },
    requested: 'Asked {{moment}}',
    expires: 'Available until {{moment}}',
    download: 'Download ({{size}})',
    loadFailed: 'Your exports could not be loaded.',
    downloadFailed: 'The export could not be downloaded.',
  },
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
    inszStored: 'Stored: {{insz}}',
    inszShow: 'Show',
    inszHide: 'Hide',
    inszPassword: 'Your password, to show it',
    inszNew: 'New national register number',
    inszKeep: 'Leave empty to keep the stored number.',
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
