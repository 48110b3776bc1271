import { lazy } from 'react';

// every screen is its own chunk: a phone downloads the page it opens, not the editor, admin and calendar too
export const AdminRoute = lazy(() => import('./routes/admin').then((m) => ({ default: m.AdminRoute })));
export const BusinessProfileRoute = lazy(() =>
  import('./routes/business-profile').then((m) => ({ default: m.BusinessProfileRoute })),
);
export const CalendarRoute = lazy(() =>
  import('./routes/calendar').then((m) => ({ default: m.CalendarRoute })),
);
export const CompleteProfileRoute = lazy(() =>
  import('./routes/complete-profile').then((m) => ({ default: m.CompleteProfileRoute })),
);
export const DashboardRoute = lazy(() =>
  import('./routes/dashboard').then((m) => ({ default: m.DashboardRoute })),
);
export const EmployerDashboardRoute = lazy(() =>
  import('./routes/employer-dashboard').then((m) => ({ default: m.EmployerDashboardRoute })),
);
export const EventsRoute = lazy(() => import('./routes/events').then((m) => ({ default: m.EventsRoute })));
export const ExperienceSkillsRoute = lazy(() =>
  import('./routes/experience-skills').then((m) => ({ default: m.ExperienceSkillsRoute })),
);
export const FaqRoute = lazy(() => import('./routes/faq').then((m) => ({ default: m.FaqRoute })));
export const JobDetailRoute = lazy(() =>
  import('./routes/job-detail').then((m) => ({ default: m.JobDetailRoute })),
);
export const JobCreateRoute = lazy(() =>
  import('./routes/job-form-routes').then((m) => ({ default: m.JobCreateRoute })),
);
export const JobEditRoute = lazy(() =>
  import('./routes/job-form-routes').then((m) => ({ default: m.JobEditRoute })),
);
export const JobLoginPrompt = lazy(() =>
  import('./routes/job-login-prompt').then((m) => ({ default: m.JobLoginPrompt })),
);
export const LandingRoute = lazy(() => import('./routes/landing').then((m) => ({ default: m.LandingRoute })));
export const LoginRoute = lazy(() => import('./routes/login').then((m) => ({ default: m.LoginRoute })));
export const ManageSkillsExperienceRoute = lazy(() =>
  import('./routes/manage-skills-experience').then((m) => ({ default: m.ManageSkillsExperienceRoute })),
);
export const MyApplicationsRoute = lazy(() =>
  import('./routes/my-applications').then((m) => ({ default: m.MyApplicationsRoute })),
);
export const ProfileRedirectRoute = lazy(() =>
  import('./routes/profile-redirect').then((m) => ({ default: m.ProfileRedirectRoute })),
);
export const RegisterRoute = lazy(() =>
  import('./routes/register').then((m) => ({ default: m.RegisterRoute })),
);
export const SelectInterestsRoute = lazy(() =>
  import('./routes/select-interests').then((m) => ({ default: m.SelectInterestsRoute })),
);
export const SettingsRoute = lazy(() =>
  import('./routes/settings').then((m) => ({ default: m.SettingsRoute })),
);
export const MyProfileRoute = lazy(() =>
  import('./routes/user-profile').then((m) => ({ default: m.MyProfileRoute })),
);
export const UserProfileRoute = lazy(() =>
  import('./routes/user-profile').then((m) => ({ default: m.UserProfileRoute })),
);
