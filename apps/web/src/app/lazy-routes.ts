import type { ComponentType } from 'react';

/**
 * Every screen is its own chunk, loaded by the router: a phone downloads the page it opens, not the
 * editor, admin and calendar too. The router fetches the chunk of the first page while the app starts,
 * and on a navigation before it leaves the current page.
 */
function screen<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

export const adminScreen = screen(
  () => import('./routes/admin'),
  (m) => m.AdminRoute,
);
export const businessProfileScreen = screen(
  () => import('./routes/business-profile'),
  (m) => m.BusinessProfileRoute,
);
export const calendarScreen = screen(
  () => import('./routes/calendar'),
  (m) => m.CalendarRoute,
);
export const completeProfileScreen = screen(
  () => import('./routes/complete-profile'),
  (m) => m.CompleteProfileRoute,
);
export const dashboardScreen = screen(
  () => import('./routes/dashboard'),
  (m) => m.DashboardRoute,
);
export const employerDashboardScreen = screen(
  () => import('./routes/employer-dashboard'),
  (m) => m.EmployerDashboardRoute,
);
export const eventsScreen = screen(
  () => import('./routes/events'),
  (m) => m.EventsRoute,
);
export const experienceSkillsScreen = screen(
  () => import('./routes/experience-skills'),
  (m) => m.ExperienceSkillsRoute,
);
export const faqScreen = screen(
  () => import('./routes/faq'),
  (m) => m.FaqRoute,
);
export const jobDetailScreen = screen(
  () => import('./routes/job-detail'),
  (m) => m.JobDetailRoute,
);
export const jobCreateScreen = screen(
  () => import('./routes/job-form-routes'),
  (m) => m.JobCreateRoute,
);
export const jobEditScreen = screen(
  () => import('./routes/job-form-routes'),
  (m) => m.JobEditRoute,
);
export const loginScreen = screen(
  () => import('./routes/login'),
  (m) => m.LoginRoute,
);
export const manageSkillsExperienceScreen = screen(
  () => import('./routes/manage-skills-experience'),
  (m) => m.ManageSkillsExperienceRoute,
);
export const myApplicationsScreen = screen(
  () => import('./routes/my-applications'),
  (m) => m.MyApplicationsRoute,
);
export const profileRedirectScreen = screen(
  () => import('./routes/profile-redirect'),
  (m) => m.ProfileRedirectRoute,
);
export const registerScreen = screen(
  () => import('./routes/register'),
  (m) => m.RegisterRoute,
);
export const selectInterestsScreen = screen(
  () => import('./routes/select-interests'),
  (m) => m.SelectInterestsRoute,
);
export const settingsScreen = screen(
  () => import('./routes/settings'),
  (m) => m.SettingsRoute,
);
export const myProfileScreen = screen(
  () => import('./routes/user-profile'),
  (m) => m.MyProfileRoute,
);
export const userProfileScreen = screen(
  () => import('./routes/user-profile'),
  (m) => m.UserProfileRoute,
);
