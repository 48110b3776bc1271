import type { ComponentType } from 'react';

/**
 * Every screen is its own chunk, loaded by the router: a phone downloads the page it opens, not the
 * editor, admin and calendar too. The router fetches the chunk of the first page while the app starts,
 * and on a navigation before it leaves the current page.
 */
function screen<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

export const adminScreen = screen(() => import('./routes/admin'), 'AdminRoute');
export const businessProfileScreen = screen(
  () => import('./routes/business-profile'),
  'BusinessProfileRoute',
);
export const calendarScreen = screen(() => import('./routes/calendar'), 'CalendarRoute');
export const completeProfileScreen = screen(
  () => import('./routes/complete-profile'),
  'CompleteProfileRoute',
);
export const dashboardScreen = screen(() => import('./routes/dashboard'), 'DashboardRoute');
export const employerDashboardScreen = screen(
  () => import('./routes/employer-dashboard'),
  'EmployerDashboardRoute',
);
export const eventsScreen = screen(() => import('./routes/events'), 'EventsRoute');
export const experienceSkillsScreen = screen(
  () => import('./routes/experience-skills'),
  'ExperienceSkillsRoute',
);
export const faqScreen = screen(() => import('./routes/faq'), 'FaqRoute');
export const jobDetailScreen = screen(() => import('./routes/job-detail'), 'JobDetailRoute');
export const jobCreateScreen = screen(() => import('./routes/job-form-routes'), 'JobCreateRoute');
export const jobEditScreen = screen(() => import('./routes/job-form-routes'), 'JobEditRoute');
export const loginScreen = screen(() => import('./routes/login'), 'LoginRoute');
export const manageSkillsExperienceScreen = screen(
  () => import('./routes/manage-skills-experience'),
  'ManageSkillsExperienceRoute',
);
export const messagesScreen = screen(() => import('./routes/messages'), 'MessagesRoute');
export const myApplicationsScreen = screen(() => import('./routes/my-applications'), 'MyApplicationsRoute');
export const profileRedirectScreen = screen(
  () => import('./routes/profile-redirect'),
  'ProfileRedirectRoute',
);
export const registerScreen = screen(() => import('./routes/register'), 'RegisterRoute');
export const selectInterestsScreen = screen(
  () => import('./routes/select-interests'),
  'SelectInterestsRoute',
);
export const settingsScreen = screen(() => import('./routes/settings'), 'SettingsRoute');
export const myProfileScreen = screen(() => import('./routes/user-profile'), 'MyProfileRoute');
export const userProfileScreen = screen(() => import('./routes/user-profile'), 'UserProfileRoute');
