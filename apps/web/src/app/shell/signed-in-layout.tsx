import { lazy, Suspense, useCallback } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { MAIN_CONTENT_ID } from '../../components/layout/skip-link';
import { LogoLink } from '../../components/ui/logo-link';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useRefreshApplications } from '../../features/applications/api/refresh-applications';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { logout } from '../../features/auth/api/logout';
import { useBusinessByAccount } from '../../features/businesses/api/get-business-by-account';
import { useRefreshWaitingJobs } from '../../features/jobs/api/refresh-waiting-jobs';
import { useRefreshMessages } from '../../features/messages/api/refresh-messages';
import { MessagesLinkSlot } from '../../features/messages/components/messages-link-slot';
import { NotificationBellSlot } from '../../features/notifications/components/notification-bell-slot';
import { t } from '../../lib/i18n';
import { mediaUrl } from '../../lib/media-url';
import { useSession } from '../../lib/session-store';
import { MobileMenu } from './mobile-menu';
import { navItems, profileLinks } from './nav-items';
import { ProfileMenu } from './profile-menu';
import { ShellLoadFailed } from './shell-load-failed';
import { TopNav } from './top-nav';
import { useAccountLanguage } from './use-account-language';

// only an account that asked to be deleted sees it: its code comes when it does
const DeletionBanner = lazy(() =>
  import('../../features/my-data/components/deletion-banner').then((module) => ({
    default: module.DeletionBanner,
  })),
);

const Footer = lazy(() =>
  import('../../components/layout/footer').then((module) => ({ default: module.Footer })),
);

/** spec 001 §2: the signed-in shell around every signed-in screen. */
export function SignedInLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const profile = useCurrentUser();
  const isBusiness = profile.data?.account_type === 'business';
  const business = useBusinessByAccount(isBusiness ? profile.data?.account_id : undefined);
  const refreshApplications = useRefreshApplications();
  const refreshMessages = useRefreshMessages();
  const refreshWaitingJobs = useRefreshWaitingJobs();
  // the bell's news: a change to someone's shifts or a message; the screens behind ask again
  const onNews = useCallback(() => {
    refreshApplications();
    refreshMessages();
    refreshWaitingJobs();
  }, [refreshApplications, refreshMessages, refreshWaitingJobs]);
  const saveLanguage = useAccountLanguage(profile.data?.user);

  if (!session) return <Navigate to={paths.register.href()} replace />;
  // a failing /me is shown once with a retry, never answered by a redirect that comes straight back
  if (profile.isError)
    return (
      <ShellLoadFailed
        failure={profile.error}
        retrying={profile.isFetching}
        onRetry={() => profile.refetch()}
      />
    );
  if (profile.isPending) return <Spinner label={t('web.common.loading')} />;

  const user = profile.data.user;
  const personalName = user
    ? `${user.userFirstName} ${user.userLastName}`
    : (profile.data.account_email ?? '');
  const name = isBusiness ? (business.data?.businessName ?? personalName) : personalName;
  const email = profile.data.account_email ?? user?.userEmail ?? '';
  const items = navItems(isBusiness);
  const links = profileLinks(profile.data.account_type, profile.data.account_id);
  // spec 001 §2: the logo differs on the dashboard and profile pages
  const prominentLogo =
    pathname === paths.dashboard.path ||
    pathname.startsWith(paths.ownProfile.path) ||
    pathname === paths.myProfile.path;

  // spec 001 §2: signed out (and sent to /) even when the server call fails; logout clears local state either way
  async function signOut() {
    await logout().catch(() => undefined);
    navigate(paths.home.href(), { replace: true });
  }

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <nav
          className="relative mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3"
          aria-label={t('web.app.signedInLayout.mainNavigation')}
        >
          <LogoLink
            to={paths.dashboard.href()}
            destination={t('web.app.signedInLayout.logoDestination')}
            size={prominentLogo ? 'md' : 'sm'}
          />
          <TopNav items={items} />
          <div className="flex items-center gap-2">
            {profile.data.account_type !== 'admin' && <MessagesLinkSlot />}
            <NotificationBellSlot onNews={onNews} />
            <ProfileMenu
              name={name}
              email={email}
              avatarUrl={mediaUrl(user?.userAvatar)}
              links={links}
              onSignOut={signOut}
            />
            <MobileMenu items={items} links={links} onSignOut={signOut} />
          </div>
        </nav>
      </header>
      {profile.data.deletionDueDateTime && (
        <Suspense fallback={null}>
          <DeletionBanner
            deletionDue={profile.data.deletionDueDateTime}
            onChanged={() => profile.refetch()}
          />
        </Suspense>
      )}
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 outline-none"
      >
        <Outlet />
      </main>
      {/* below the fold on every screen: fetched after the page, out of its first JavaScript */}
      <Suspense fallback={null}>
        <Footer beforeLanguageSwitch={saveLanguage} />
      </Suspense>
    </div>
  );
}
