import { PageWrapper } from '../../components/layout/page-wrapper';
import { ContractsOfMonth } from '../../features/contracts/components/contracts-of-month';
import { t } from '../../lib/i18n';

/** A business's contracts per month, kept to download. */
export function ContractsRoute() {
  return (
    <PageWrapper className="mx-auto max-w-3xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('web.contracts.list.title')}</h1>
      <p className="text-sm text-slate-600">{t('web.contracts.list.intro')}</p>
      <ContractsOfMonth />
    </PageWrapper>
  );
}
