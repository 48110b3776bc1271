import {
  BUSINESS_DATA_KINDS,
  type DataKind,
  WORKER_DATA_KINDS,
} from '@jobbel/shared/my-data/my-data.constants';
import { Link } from 'react-router';
import { PageWrapper } from '../../components/layout/page-wrapper';
import { LogoLink } from '../../components/ui/logo-link';
import { paths } from '../../config/paths';
import { t } from '../../lib/i18n';

function KindList({ kinds }: { kinds: readonly DataKind[] }) {
  return (
    <dl className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
      {kinds.map((kind) => (
        <div key={kind} className="space-y-1 p-4" data-testid="data-kind">
          <dt className="font-semibold text-slate-900">{t(`web.privacy.kinds.${kind}.what`)}</dt>
          <dd className="text-sm text-slate-700">
            <span className="font-medium">{t('web.privacy.why')}:</span> {t(`web.privacy.kinds.${kind}.why`)}
          </dd>
          <dd className="text-sm text-slate-700">
            <span className="font-medium">{t('web.privacy.kept')}:</span>{' '}
            {t(`web.privacy.kinds.${kind}.kept`)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The privacy statement, in the reader's language, written from the same kinds of data the export of
 * one's own data holds (docs/decisions/my-data.md).
 */
export function PrivacyRoute() {
  return (
    <PageWrapper standalone className="mx-auto max-w-3xl space-y-6 px-4 py-6">
      <LogoLink to={paths.home.href()} destination={t('web.common.toHomePage')} size="sm" />
      <h1 className="text-2xl font-bold text-slate-900">{t('web.privacy.title')}</h1>
      <p className="text-slate-700">{t('web.privacy.intro')}</p>
      <p className="text-slate-700">{t('web.privacy.controller')}</p>
      <section className="space-y-3">
        <h2 className="text-xl font-bold text-slate-900">{t('web.privacy.kindsTitle')}</h2>
        <h3 className="font-semibold text-slate-800">{t('web.privacy.everyone')}</h3>
        <KindList kinds={WORKER_DATA_KINDS} />
        <h3 className="font-semibold text-slate-800">{t('web.privacy.businesses')}</h3>
        <KindList kinds={BUSINESS_DATA_KINDS} />
      </section>
      <section className="space-y-2">
        <h2 className="text-xl font-bold text-slate-900">{t('web.privacy.sharedTitle')}</h2>
        <p className="text-slate-700">{t('web.privacy.shared')}</p>
      </section>
      <section className="space-y-2">
        <h2 className="text-xl font-bold text-slate-900">{t('web.privacy.rightsTitle')}</h2>
        <p className="text-slate-700">{t('web.privacy.rights')}</p>
        <Link to={paths.settings.href('privacy')} className="font-semibold text-brand-700 underline">
          {t('web.privacy.toSettings')}
        </Link>
      </section>
    </PageWrapper>
  );
}
