import { type ComponentType, useEffect, useState } from 'react';
import { type Location, matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';
import { PublicRoute } from '../components/layout/public-route';
import { RequireSession } from '../components/layout/require-session';
import { paths } from '../config/paths';
import { prefetchDashboardJobs } from '../features/jobs/api/get-jobs';
import { getSession, useSession } from '../lib/session-store';
import type { LazyScreen } from './lazy-routes';
import * as screens from './lazy-routes';
import { LandingRoute } from './routes/landing';
import { RouteErrorBoundary } from './shell/route-error-boundary';
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

/** What a route needs before it is shown: its screen's code and texts, and what it asks first. */
interface RouteNeeds {
  screen: LazyScreen;
  prefetch?: () => Promise<unknown>;
}

/**
 * A screen once its code is here: a navigation waits for it before it leaves the page before, so it
 * is here unless it failed to come then; it is asked for again, and a second failure is shown.
 */
function ScreenOf({ screen }: { screen: LazyScreen }) {
  const [loading, setLoading] = useState<{ Screen?: ComponentType; error?: unknown }>({});
  useEffect(() => {
    if (!screen.loaded)
      screen.load().then(
        (Screen) => setLoading({ Screen }),
        (error: unknown) => setLoading({ error }),
      );
  }, [screen]);
  if ('error' in loading) throw loading.error;
  const Screen = screen.loaded ?? loading.Screen;
  return Screen ? <Screen /> : null;
}

function lazyRoute(path: string, screen: LazyScreen, prefetch?: () => Promise<unknown>): RouteObject {
  return { path, element: <ScreenOf screen={screen} />, handle: { screen, prefetch } satisfies RouteNeeds };
}

/** The routes; sessionRestored settles once the stored session has been read at start. */
export function createRoutes(sessionRestored: Promise<unknown>): RouteObject[] {
  // asked while the dashboard's chunk downloads: the first jobs are asked for as soon as the stored
  // session is read (the request needs its token)
  const dashboardJobs = async () => {
    await sessionRestored;
    const session = getSession();
    return session ? prefetchDashboardJobs(session.accessToken) : null;
  };
  return [
    { element: <PublicRoute />, children: [{ path: paths.home.path, element: <LandingRoute /> }] },
    // the login screen sends a signed-in visitor on itself, once it knows which side they are on
    lazyRoute(paths.login.path, screens.loginScreen),
    // signed in or not: a signed-in visitor is told how to register another account
    lazyRoute(paths.register.path, screens.registerScreen),
    // for everyone, signed in or not: the registration form links to it
    lazyRoute(paths.privacy.path, screens.privacyScreen),
    {
      element: <DashboardGate />,
      children: [
        lazyRoute(paths.dashboard.path, screens.dashboardScreen, dashboardJobs),
        lazyRoute(paths.game.path, screens.dashboardScreen, dashboardJobs),
      ],
    },
    { element: <JobGate />, children: [lazyRoute(paths.job.path, screens.jobDetailScreen)] },
    {
      element: <RequireSession />,
      children: [
        lazyRoute(paths.completeProfile.path, screens.completeProfileScreen),
        lazyRoute(paths.experienceSkills.path, screens.experienceSkillsScreen),
        lazyRoute(paths.selectInterests.path, screens.selectInterestsScreen),
        lazyRoute(paths.admin.path, screens.adminScreen),
        // full-screen, for a tablet on the bar: no menus around the code
        lazyRoute(paths.checkInScreen.path, screens.checkInCodeScreen),
        {
          element: <SignedInLayout />,
          children: [
            lazyRoute(paths.myApplications.path, screens.myApplicationsScreen),
            lazyRoute(paths.checkIn.path, screens.checkInScreen),
            lazyRoute(paths.contract.path, screens.contractScreen),
            lazyRoute(paths.contracts.path, screens.contractsScreen),
            lazyRoute(paths.messages.path, screens.messagesScreen),
            lazyRoute(paths.employerDashboard.path, screens.employerDashboardScreen),
            lazyRoute(paths.jobCreate.path, screens.jobCreateScreen),
            lazyRoute(paths.jobEdit.path, screens.jobEditScreen),
            lazyRoute(paths.business.path, screens.businessProfileScreen),
            lazyRoute(paths.settings.path, screens.settingsScreen),
            lazyRoute(paths.myProfile.path, screens.myProfileScreen),
            lazyRoute(paths.profile.path, screens.userProfileScreen),
            lazyRoute(paths.manageSkills.path, screens.manageSkillsExperienceScreen),
            lazyRoute(paths.ownProfile.path, screens.profileRedirectScreen),
            lazyRoute(paths.calendar.path, screens.calendarScreen),
            lazyRoute(paths.overview.path, screens.eventsScreen),
            lazyRoute(paths.faq.path, screens.faqScreen),
          ],
        },
      ],
    },
    // spec 000 §2: any unknown path shows the home screen
    { path: '*', element: <PublicRoute>{<LandingRoute />}</PublicRoute> },
  ];
}

/**
 * What the page at a location needs, asked for together: its screen's code and texts and its first
 * data. Settles when they are here or could not come (the screen then says so).
 */
export async function prepareRoute(
  routes: RouteObject[],
  location: Pick<Location, 'pathname'>,
): Promise<void> {
  const needs = (matchRoutes(routes, location) ?? []).flatMap(({ route }) =>
    route.handle ? [route.handle as RouteNeeds] : [],
  );
  await Promise.allSettled(needs.flatMap(({ screen, prefetch }) => [screen.load(), prefetch?.()]));
}

/** The page at the current location; a failure to load or render it stays on this page only. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  const page = useRoutes(routes);
  return <RouteErrorBoundary pathname={pathname}>{page}</RouteErrorBoundary>;
}
