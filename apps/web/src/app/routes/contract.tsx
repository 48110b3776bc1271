import { useParams } from 'react-router';
import { PageWrapper } from '../../components/layout/page-wrapper';
import { EngagementContracts } from '../../features/contracts/components/engagement-contracts';
import { t } from '../../lib/i18n';

/** One engagement's contract: both sides read, sign and download it here. */
export function ContractRoute() {
  const jobApplicationID = Number(useParams().id);
  return (
    <PageWrapper className="mx-auto max-w-3xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('web.contracts.title')}</h1>
      <EngagementContracts key={jobApplicationID} jobApplicationID={jobApplicationID} />
    </PageWrapper>
  );
}
