import { Link } from 'react-router';
import { PageWrapper } from '../../components/layout/page-wrapper';
import { paths } from '../../config/paths';
import { t } from '../../lib/i18n';

export function JobLoginPrompt() {
  return (
    <PageWrapper className="flex min-h-screen items-center justify-center px-4">
      <div className="rounded-2xl bg-white p-8 text-center shadow-sm">
        <p className="text-lg font-semibold text-slate-900">
          {t('web.screens.jobLoginPrompt.pleaseLogInToView')}
        </p>
        <Link
          to={paths.login.href()}
          className="mt-4 inline-block font-semibold text-brand-700 hover:underline"
        >
          {t('web.common.signIn')}
        </Link>
      </div>
    </PageWrapper>
  );
}
