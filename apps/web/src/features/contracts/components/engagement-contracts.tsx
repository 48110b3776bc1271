import { ErrorBox } from '../../../components/ui/error-box';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useEngagementContracts } from '../api/contracts';
import { contractMoment } from '../contract-moment';
import { ContractDocumentCard } from './contract-document-card';
import { MissingContractFields } from './missing-contract-fields';

/** An engagement's documents for the side reading them: each to read, sign and download. */
export function EngagementContracts({ jobApplicationID }: { jobApplicationID: number }) {
  const contracts = useEngagementContracts(jobApplicationID);
  if (contracts.isPending) return <Spinner label={t('web.common.loading')} />;
  if (contracts.isError)
    return (
      <ErrorBox message={contracts.error.message || t('web.contracts.loadFailed')} cause={contracts.error} />
    );
  const { data } = contracts;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        {t('web.contracts.shift', { title: data.jobTitle, start: contractMoment(data.start) })}
      </p>
      <p className="text-sm text-slate-700">{t(`web.contracts.intro.${data.side}`)}</p>
      {data.unavailable !== null && (
        <section role="status" className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950">
          <h2 className="text-base font-bold">{t('web.contracts.unavailable')}</h2>
          <p className="text-sm">{data.unavailable}</p>
        </section>
      )}
      {data.missing.length > 0 && <MissingContractFields missing={data.missing} side={data.side} />}
      {data.documents.map((document) => (
        <ContractDocumentCard
          key={document.versionID}
          jobApplicationID={jobApplicationID}
          document={document}
          side={data.side}
          workerName={data.workerName}
          mayStillSign={data.missing.length === 0}
        />
      ))}
    </div>
  );
}
