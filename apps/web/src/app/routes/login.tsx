import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageWrapper } from '../../components/layout/page-wrapper';
import { Logo } from '../../components/ui/logo';
import { paths, returnPathFrom } from '../../config/paths';
import { LoginCarousel } from '../../features/auth/components/login-carousel';
import { LoginPanel } from '../../features/auth/components/login-panel';
import { t } from '../../lib/i18n';

export function LoginRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (
    <PageWrapper className="grid min-h-screen lg:grid-cols-2">
      <aside className="hidden flex-col items-center justify-center gap-8 bg-gradient-to-br from-brand-800 to-brand-500 p-10 lg:flex">
        <p className="text-3xl font-extrabold text-white">{t('web.screens.login.aMatchMadeInHoreca')}</p>
        <LoginCarousel />
      </aside>
      <section className="flex flex-col items-center justify-center px-4 py-10">
        <div className="w-full max-w-md">
          <Link
            to={paths.home.href()}
            className="mb-8 inline-block"
            aria-label={t('web.common.naarDeStartpagina')}
          >
            <Logo />
          </Link>
          <p className="mb-6 text-lg font-semibold text-brand-700 lg:hidden">
            {t('web.screens.login.aMatchMadeInHoreca')}
          </p>
          <LoginPanel
            onLoggedIn={() =>
              navigate(returnPathFrom(searchParams) ?? paths.dashboard.href(), { replace: true })
            }
          />
        </div>
      </section>
    </PageWrapper>
  );
}
