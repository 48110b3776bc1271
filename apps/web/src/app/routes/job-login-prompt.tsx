import { Link, useLocation } from 'react-router';
import { PageWrapper } from '../../components/layout/page-wrapper';
import { LogoLink } from '../../components/ui/logo-link';
import { linkButton, secondaryLink } from '../../components/ui/panel';
import { paths } from '../../config/paths';
import { t } from '../../lib/i18n';

/** spec 001 §5: a job needs a signed-in visitor; signing in comes back to this job. */
export function JobLoginPrompt() {
  const { pathname } = useLocation();
  return (
    <PageWrapper
      standalone
      className="flex min-h-screen flex-col items-center justify-center gap-6 bg-gradient-to-br from-brand-50 to-slate-100 px-4"
    >
      <LogoLink to={paths.home.href()} destination={t('web.common.naarDeStartpagina')} />
      <div className="max-w-md rounded-2xl bg-white p-8 text-center shadow-sm">
        <h1 className="text-lg font-semibold text-slate-900">
          {t('web.screens.jobLoginPrompt.pleaseLogInToView')}
        </h1>
        <p className="mt-2 text-sm text-slate-600">{t('web.screens.jobLoginPrompt.explanation')}</p>
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <Link to={paths.register.href('worker')} className={secondaryLink}>
            {t('web.screens.jobLoginPrompt.register')}
          </Link>
          <Link to={paths.login.href(pathname)} className={linkButton}>
            {t('web.common.signIn')}
          </Link>
        </div>
      </div>
    </PageWrapper>
  );
}
