import { createBrowserRouter } from 'react-router';
import { PublicRoute } from '../components/layout/public-route';
import { RequireSession } from '../components/layout/require-session';
import { paths } from '../config/paths';
import { prefetchDashboardJobs } from '../features/jobs/api/get-jobs';
import { getSession, useSession } from '../lib/session-store';
import * as screens from './lazy-routes';
import { LandingRoute } from './routes/landing';
import { RouteLoadFailed } from './shell/route-load-failed';
import { SignedInLayout } from './shell/signed-in-layout';

/** /dashboard and /game: the dashboard when signed in, otherwise the splash and the home screen. */
function DashboardGate() {
  if (useSession()) return <SignedInLayout />;
  return <PublicRoute>{<LandingRoute />}</PublicRoute>;
}

/** /jobs/{id} needs a valid token (spec 001 §5): signed out, the visitor signs in and comes back. */
function JobGate() {
  return (
    <RequireSession>
      <SignedInLayout />
    </RequireSession>
  );
}

/** The routes; sessionRestored settles once the stored session has been read at start. */
export function createRouter(sessionRestored: Promise<unknown>) {
  // a loader defined here runs while the screen's chunk downloads: the first jobs are asked for as soon
  // as the stored session is read (the request needs its token)
  const dashboardLoader = async () => {
    await sessionRestored;
    const session = getSession();
    return session ? prefetchDashboardJobs(session.accessToken) : null;
  };
  return createBrowserRouter([
    {
      // any screen that fails to load or render: one Dutch message and a reload, never a stack trace
      errorElement: <RouteLoadFailed />,
      children: [
        { element: <PublicRoute />, children: [{ path: paths.home.path, element: <LandingRoute /> }] },
        // the login screen sends a signed-in visitor on itself, once it knows which side they are on
        { path: paths.login.path, lazy: screens.loginScreen },
        // signed in or not: a signed-in visitor is told how to register another account
        { path: paths.register.path, lazy: screens.registerScreen },
        // for everyone, signed in or not: the registration form links to it
        { path: paths.privacy.path, lazy: screens.privacyScreen },
        {
          element: <DashboardGate />,
          children: [
            { path: paths.dashboard.path, loader: dashboardLoader, lazy: screens.dashboardScreen },
            { path: paths.game.path, loader: dashboardLoader, lazy: screens.dashboardScreen },
          ],
        },
        { element: <JobGate />, children: [{ path: paths.job.path, lazy: screens.jobDetailScreen }] },
        {
          element: <RequireSession />,
          children: [
            { path: paths.completeProfile.path, lazy: screens.completeProfileScreen },
            { path: paths.experienceSkills.path, lazy: screens.experienceSkillsScreen },
            { path: paths.selectInterests.path, lazy: screens.selectInterestsScreen },
            { path: paths.admin.path, lazy: screens.adminScreen },
            // full-screen, for a tablet on the bar: no menus around the code
            { path: paths.checkInScreen.path, lazy: screens.checkInCodeScreen },
            {
              element: <SignedInLayout />,
              children: [
                { path: paths.myApplications.path, lazy: screens.myApplicationsScreen },
                { path: paths.checkIn.path, lazy: screens.checkInScreen },
                { path: paths.contract.path, lazy: screens.contractScreen },
                { path: paths.contracts.path, lazy: screens.contractsScreen },
                { path: paths.messages.path, lazy: screens.messagesScreen },
                { path: paths.employerDashboard.path, lazy: screens.employerDashboardScreen },
                { path: paths.jobCreate.path, lazy: screens.jobCreateScreen },
                { path: paths.jobEdit.path, lazy: screens.jobEditScreen },
                { path: paths.business.path, lazy: screens.businessProfileScreen },
                { path: paths.settings.path, lazy: screens.settingsScreen },
                { path: paths.myProfile.path, lazy: screens.myProfileScreen },
                { path: paths.profile.path, lazy: screens.userProfileScreen },
                { path: paths.manageSkills.path, lazy: screens.manageSkillsExperienceScreen },
                { path: paths.ownProfile.path, lazy: screens.profileRedirectScreen },
                { path: paths.calendar.path, lazy: screens.calendarScreen },
                { path: paths.overview.path, lazy: screens.eventsScreen },
                { path: paths.faq.path, lazy: screens.faqScreen },
              ],
            },
          ],
        },
        // spec 000 §2: any unknown path shows the home screen
        { path: '*', element: <PublicRoute>{<LandingRoute />}</PublicRoute> },
      ],
    },
  ]);
}
