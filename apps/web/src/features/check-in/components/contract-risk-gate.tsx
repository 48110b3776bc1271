import { contractLink } from '@jobbel/shared/app/links';
import type { CheckInCode } from '@jobbel/shared/check-in/check-in.schemas';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { t } from '../../../lib/i18n';
import { useTakeContractRisk } from '../api/check-in';

/**
 * Before the code shows: students whose contract is not signed by both may start only when the business
 * says it takes the risk (docs/decisions/contracts.md), or once they signed.
 */
export function ContractRiskGate({ jobID, workers }: { jobID: number; workers: CheckInCode['workers'] }) {
  const takeRisk = useTakeContractRisk(jobID);
  return (
    <div
      role="alert"
      className="w-full max-w-prose space-y-3 rounded-xl border border-red-200 bg-red-50 p-4 text-left"
    >
      <h2 className="text-lg font-bold text-red-800">{t('web.checkIn.screen.riskTitle')}</h2>
      <p className="text-sm text-red-900">
        {t('web.checkIn.screen.riskText', { names: workers.map((worker) => worker.name).join(', ') })}
      </p>
      <ul className="space-y-1">
        {workers.map((worker) => (
          <li key={worker.jobApplicationID}>
            <Link
              to={contractLink(worker.jobApplicationID)}
              className="text-sm font-semibold text-brand-700 underline"
            >
              {t('web.checkIn.screen.toContract', { name: worker.name })}
            </Link>
          </li>
        ))}
      </ul>
      {takeRisk.isError && <ErrorBox message={takeRisk.error.message} />}
      <Button
        variant="secondary"
        disabled={takeRisk.isPending}
        onClick={() => takeRisk.mutate(workers.map((worker) => worker.jobApplicationID))}
      >
        {t('web.checkIn.screen.riskAccept')}
      </Button>
    </div>
  );
}
