import { contractLink } from '@jobbel/shared/app/links';
import type { ContractListItem } from '@jobbel/shared/contracts/contracts.schemas';
import { REGIMES, type Regime } from '@jobbel/shared/engagements/regimes';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { labelOf, t } from '../../../lib/i18n';
import { downloadContractPdf, downloadContractsZip, useContractsOfMonth } from '../api/contracts';
import { contractMoment } from '../contract-moment';

const thisMonth = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
};

function ContractRow({ item, onFailure }: { item: ContractListItem; onFailure: (error: unknown) => void }) {
  const waitingFor = [
    !item.signedByBusiness && t('web.contracts.parties.business'),
    !item.signedByWorker && t('web.contracts.parties.worker'),
  ].filter(Boolean);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="contract-row">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          {item.workerName}
          {item.jobApplicationID === null && (
            <span className="ml-2 text-xs font-normal text-slate-500">
              ({t('web.contracts.list.workerGone')})
            </span>
          )}
        </p>
        <p className="text-sm text-slate-600">
          {item.jobTitle} · {contractMoment(item.start)}
        </p>
        <p className="text-sm text-slate-600">
          {item.title} ({labelOf('web.jobs.regimes', item.regime)})
        </p>
        <p className={`text-sm ${waitingFor.length === 0 ? 'text-emerald-700' : 'text-amber-800'}`}>
          {waitingFor.length === 0
            ? t('web.contracts.list.signed')
            : t('web.contracts.list.waitingFor', { party: waitingFor.join(', ') })}
        </p>
      </div>
      <div className="flex gap-2">
        {item.jobApplicationID !== null && (
          <Link
            to={contractLink(item.jobApplicationID)}
            className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 underline"
          >
            {t('web.contracts.list.open')}
          </Link>
        )}
        <Button
          variant="secondary"
          onClick={() =>
            downloadContractPdf(item.versionID, `${item.title} ${item.workerName}.pdf`).catch(onFailure)
          }
        >
          {t('web.contracts.list.pdf')}
        </Button>
      </div>
    </li>
  );
}

/** A business's contracts of a month, by regime, to open, download one by one or as one zip. */
export function ContractsOfMonth() {
  const [month, setMonth] = useState(thisMonth);
  const [regime, setRegime] = useState<Regime | ''>('');
  const [failure, setFailure] = useState<unknown>();
  const query = { month, ...(regime && { regime }) };
  const contracts = useContractsOfMonth(query);
  const items = contracts.data?.items ?? [];
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <TextField
          label={t('web.contracts.list.month')}
          type="month"
          value={month}
          onChange={(event) => event.currentTarget.value && setMonth(event.currentTarget.value)}
        />
        <SelectField
          label={t('web.contracts.list.regime')}
          value={regime}
          options={[
            { value: '', label: t('web.contracts.list.allRegimes') },
            ...REGIMES.map((value) => ({ value, label: labelOf('web.jobs.regimes', value) })),
          ]}
          onChange={(event) => setRegime(event.currentTarget.value as Regime | '')}
        />
      </div>
      {contracts.isPending && <Spinner label={t('web.common.loading')} />}
      {contracts.isError && <ErrorBox message={t('web.contracts.loadFailed')} cause={contracts.error} />}
      {contracts.isSuccess && items.length === 0 && (
        <p className="text-sm text-slate-600">{t('web.contracts.list.empty')}</p>
      )}
      {items.length > 0 && (
        <>
          <Button onClick={() => downloadContractsZip(query).catch(setFailure)}>
            {t('web.contracts.list.zip')}
          </Button>
          <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white px-4">
            {items.map((item) => (
              <ContractRow key={item.versionID} item={item} onFailure={setFailure} />
            ))}
          </ul>
        </>
      )}
      {failure !== undefined && <ErrorBox message={t('web.contracts.downloadFailed')} cause={failure} />}
    </div>
  );
}
