import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';

export function AdminAccessDenied() {
  return (
    <div className="mx-auto mt-20 max-w-lg rounded-2xl bg-white p-10 text-center shadow-sm">
      <h1 className="text-xl font-bold text-slate-900">{t('web.common.accessDenied')}</h1>
      <p className="mt-2 text-slate-600">{t('web.admin.adminAccessDenied.message')}</p>
      <Link
        to={paths.dashboard.href()}
        className="mt-5 inline-block rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white"
      >
        {t('web.common.backToApp')}
      </Link>
    </div>
  );
}
