import { createBrowserRouter } from 'react-router';
import { PublicRoute } from '../components/layout/public-route';
import { RequireSession } from '../components/layout/require-session';
import { paths } from '../config/paths';
import { useSession } from '../lib/session-store';
import {
  AdminRoute,
  BusinessProfileRoute,
  CalendarRoute,
  CompleteProfileRoute,
  DashboardRoute,
  EmployerDashboardRoute,
  EventsRoute,
  ExperienceSkillsRoute,
  FaqRoute,
  JobCreateRoute,
  JobDetailRoute,
  JobEditRoute,
  JobLoginPrompt,
  LandingRoute,
  LoginRoute,
  ManageSkillsExperienceRoute,
  MyApplicationsRoute,
  MyProfileRoute,
  ProfileRedirectRoute,
  RegisterRoute,
  SelectInterestsRoute,
  SettingsRoute,
  UserProfileRoute,
} from './lazy-routes';
import { SignedInLayout } from './shell/signed-in-layout';

/** /dashboard and /game: the dashboard when signed in, otherwise the splash and the home screen. */
function DashboardGate() {
  if (useSession()) return <SignedInLayout />;
  return <PublicRoute>{<LandingRoute />}</PublicRoute>;
}

/** /jobs/{id} needs a valid token (spec 001 §5). */
function JobGate() {
  if (useSession()) return <SignedInLayout />;
  return <JobLoginPrompt />;
}

export function createRouter() {
  return createBrowserRouter([
    {
      element: <PublicRoute />,
      children: [
        { path: paths.home.path, element: <LandingRoute /> },
        { path: paths.login.path, element: <LoginRoute /> },
      ],
    },
    // signed in or not: a signed-in visitor is told how to register another account
    { path: paths.register.path, element: <RegisterRoute /> },
    {
      element: <DashboardGate />,
      children: [
        { path: paths.dashboard.path, element: <DashboardRoute /> },
        { path: paths.game.path, element: <DashboardRoute /> },
      ],
    },
    { element: <JobGate />, children: [{ path: paths.job.path, element: <JobDetailRoute /> }] },
    {
      element: <RequireSession />,
      children: [
        { path: paths.completeProfile.path, element: <CompleteProfileRoute /> },
        { path: paths.experienceSkills.path, element: <ExperienceSkillsRoute /> },
        { path: paths.selectInterests.path, element: <SelectInterestsRoute /> },
        { path: paths.admin.path, element: <AdminRoute /> },
        {
          element: <SignedInLayout />,
          children: [
            { path: paths.myApplications.path, element: <MyApplicationsRoute /> },
            { path: paths.employerDashboard.path, element: <EmployerDashboardRoute /> },
            { path: paths.jobCreate.path, element: <JobCreateRoute /> },
            { path: paths.jobEdit.path, element: <JobEditRoute /> },
            { path: paths.business.path, element: <BusinessProfileRoute /> },
            { path: paths.settings.path, element: <SettingsRoute /> },
            { path: paths.myProfile.path, element: <MyProfileRoute /> },
            { path: paths.profile.path, element: <UserProfileRoute /> },
            { path: paths.manageSkills.path, element: <ManageSkillsExperienceRoute /> },
            { path: paths.ownProfile.path, element: <ProfileRedirectRoute /> },
            { path: paths.calendar.path, element: <CalendarRoute /> },
            { path: paths.overview.path, element: <EventsRoute /> },
            { path: paths.faq.path, element: <FaqRoute /> },
          ],
        },
      ],
    },
    // spec 000 §2: any unknown path shows the home screen
    { path: '*', element: <PublicRoute>{<LandingRoute />}</PublicRoute> },
  ]);
}
