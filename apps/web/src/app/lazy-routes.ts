import type { ComponentType } from 'react';
import { loadScreenTexts, type ScreenTextsName } from '../lib/i18n';

/**
 * Every screen is its own chunk, loaded by the router: a phone downloads the page it opens, not the
 * editor, admin and calendar too. The router fetches the chunk of the first page while the app starts,
 * and on a navigation before it leaves the current page. Texts that only some screens read come with
 * them, in the reader's language, before their first render (docs/decisions/texts.md).
 */
function screen<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
  texts: readonly ScreenTextsName[] = [],
) {
  return async () => {
    const [module] = await Promise.all([load(), loadScreenTexts(texts)]);
    return { Component: module[name] as ComponentType };
  };
}

// the employer's screens show the accept choice, the Dimona and the exports; a worker's their engagement
const ENGAGEMENT_TEXTS = ['engagements', 'engagementValidation'] as const;
// a person's profile: their header, experience, skills and reviews
const PROFILE_TEXTS = ['experience', 'shifts', 'skills', 'users'] as const;

export const adminScreen = screen(() => import('./routes/admin'), 'AdminRoute', ['admin']);
export const businessProfileScreen = screen(
  () => import('./routes/business-profile'),
  'BusinessProfileRoute',
  [...ENGAGEMENT_TEXTS, 'applications', 'businesses', 'checkIn', 'employer', 'shifts', 'team'],
);
export const calendarScreen = screen(() => import('./routes/calendar'), 'CalendarRoute', [
  'calendar',
  'events',
]);
export const checkInScreen = screen(() => import('./routes/check-in'), 'CheckInRoute', [
  'checkIn',
  'engagementValidation',
]);
export const checkInCodeScreen = screen(() => import('./routes/check-in-screen'), 'CheckInScreenRoute', [
  'checkIn',
  'engagementValidation',
  'shifts',
]);
export const completeProfileScreen = screen(
  () => import('./routes/complete-profile'),
  'CompleteProfileRoute',
  ['onboarding'],
);
export const contractScreen = screen(() => import('./routes/contract'), 'ContractRoute', [
  'contracts',
  'engagementValidation',
]);
export const contractsScreen = screen(() => import('./routes/contracts'), 'ContractsRoute', ['contracts']);
export const dashboardScreen = screen(() => import('./routes/dashboard'), 'DashboardRoute');
export const employerDashboardScreen = screen(
  () => import('./routes/employer-dashboard'),
  'EmployerDashboardRoute',
  [...ENGAGEMENT_TEXTS, 'applications', 'checkIn', 'employer', 'shifts', 'team'],
);
export const eventsScreen = screen(() => import('./routes/events'), 'EventsRoute', ['events']);
export const experienceSkillsScreen = screen(
  () => import('./routes/experience-skills'),
  'ExperienceSkillsRoute',
  ['experience', 'skills'],
);
export const faqScreen = screen(() => import('./routes/faq'), 'FaqRoute', ['faq']);
export const jobDetailScreen = screen(() => import('./routes/job-detail'), 'JobDetailRoute', [
  'applications',
]);
export const jobCreateScreen = screen(() => import('./routes/job-form-routes'), 'JobCreateRoute', [
  'employer',
  'jobForm',
  'engagementValidation',
]);
export const jobEditScreen = screen(() => import('./routes/job-form-routes'), 'JobEditRoute', [
  'employer',
  'jobForm',
  'engagementValidation',
]);
export const loginScreen = screen(() => import('./routes/login'), 'LoginRoute');
export const manageSkillsExperienceScreen = screen(
  () => import('./routes/manage-skills-experience'),
  'ManageSkillsExperienceRoute',
  ['experience', 'skills'],
);
export const messagesScreen = screen(() => import('./routes/messages'), 'MessagesRoute');
export const myApplicationsScreen = screen(() => import('./routes/my-applications'), 'MyApplicationsRoute', [
  ...ENGAGEMENT_TEXTS,
  'applications',
  'checkIn',
  'shifts',
]);
export const privacyScreen = screen(() => import('./routes/privacy'), 'PrivacyRoute', ['privacy']);
export const profileRedirectScreen = screen(
  () => import('./routes/profile-redirect'),
  'ProfileRedirectRoute',
);
export const registerScreen = screen(() => import('./routes/register'), 'RegisterRoute', ['registration']);
export const selectInterestsScreen = screen(
  () => import('./routes/select-interests'),
  'SelectInterestsRoute',
  ['onboarding'],
);
export const settingsScreen = screen(() => import('./routes/settings'), 'SettingsRoute', [
  ...ENGAGEMENT_TEXTS,
  'registration',
  'businesses',
  'settings',
]);
export const myProfileScreen = screen(() => import('./routes/user-profile'), 'MyProfileRoute', PROFILE_TEXTS);
export const userProfileScreen = screen(
  () => import('./routes/user-profile'),
  'UserProfileRoute',
  PROFILE_TEXTS,
);
