import { lazy, Suspense } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../components/layout/language-switch';
import { PageWrapper } from '../../components/layout/page-wrapper';
import { LogoLink } from '../../components/ui/logo-link';
import { type LoginReason, loginReasonFrom, paths, returnPathFrom } from '../../config/paths';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { LoginPanel } from '../../features/auth/components/login-panel';
import { labels, t, type WebTextKey } from '../../lib/i18n';
import { useSession } from '../../lib/session-store';

const UpcomingJobsCarousel = lazy(() =>
  import('../compositions/upcoming-jobs-carousel').then((module) => ({
    default: module.UpcomingJobsCarousel,
  })),
);

const REASON_TEXT = labels({
  expired: 'web.screens.login.reasonExpired',
  'signed-out': 'web.screens.login.reasonSignedOut',
} satisfies Record<LoginReason, WebTextKey>);

/** Where each side's work is: a business starts on its employer dashboard, a worker on the job feed. */
const landingOf = (accountType: string | undefined) =>
  accountType === 'business' ? paths.employerDashboard.href() : paths.dashboard.href();

// the carousel shows from Tailwind's lg up: a phone loads neither the jobs nor the carousel's code
const WIDE_ENOUGH_FOR_CAROUSEL = '(min-width: 1024px)';

export function LoginRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const session = useSession();
  const currentUser = useCurrentUser();
  const reason = loginReasonFrom(searchParams);
  const wideEnoughForCarousel = window.matchMedia(WIDE_ENOUGH_FOR_CAROUSEL).matches;
  // a signed-in visitor goes where their side starts, never first to the job feed and then on
  if (session) {
    if (currentUser.isPending) return null;
    return (
      <Navigate to={returnPathFrom(searchParams) ?? landingOf(currentUser.data?.account_type)} replace />
    );
  }
  return (
    <PageWrapper standalone className="grid min-h-screen lg:grid-cols-2">
      <aside className="hidden flex-col items-center justify-center gap-8 bg-gradient-to-br from-brand-800 to-brand-500 p-10 lg:flex">
        <p className="text-3xl font-extrabold text-white">{t('web.screens.login.slogan')}</p>
        {wideEnoughForCarousel && (
          <Suspense fallback={null}>
            <UpcomingJobsCarousel />
          </Suspense>
        )}
      </aside>
      <section className="flex flex-col items-center justify-center px-4 py-10">
        <div className="w-full max-w-md">
          <LogoLink
            to={paths.home.href()}
            destination={t('web.common.toHomePage')}
            className="mb-8 inline-block"
          />
          <h1 className="mb-2 text-2xl font-extrabold text-slate-900">{t('web.screens.login.title')}</h1>
          <p className="mb-6 text-lg font-semibold text-brand-700 lg:hidden">
            {t('web.screens.login.slogan')}
          </p>
          {reason && (
            <p
              role="status"
              className="mb-6 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-800"
            >
              {REASON_TEXT[reason]}
            </p>
          )}
          <LoginPanel
            onLoggedIn={(user) =>
              navigate(returnPathFrom(searchParams) ?? landingOf(user.account_type), { replace: true })
            }
          />
          <LanguageSwitch className="mt-8 justify-center" />
        </div>
      </section>
    </PageWrapper>
  );
}
