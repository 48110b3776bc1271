import type { Regime } from '@jobbel/shared/engagements/regimes';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorBox, type Failure } from '../../../components/ui/error-box';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useEngagementCheck } from '../api/dimona';

const regimeName = (regime: Regime) => t(`web.jobs.regimes.${regime}`);

/**
 * Before accepting: the regimes the law allows for this worker on this shift. A refused one says why
 * and cannot be chosen; a warning must be read and confirmed before the accept goes.
 */
export function EngagementChoice({
  applicationID,
  workerName,
  onAccept,
  onCancel,
}: {
  applicationID: number;
  workerName: string;
  onAccept: (regime: Regime) => Promise<unknown>;
  onCancel: () => void;
}) {
  const check = useEngagementCheck(applicationID);
  const [chosen, setChosen] = useState<Regime>();
  const [confirmed, setConfirmed] = useState(false);
  const [failure, setFailure] = useState<Failure>();
  const [sending, setSending] = useState(false);
  if (check.isPending) return <Spinner label={t('web.engagements.accept.loading')} />;
  if (check.isError) return <ErrorBox message={t('web.engagements.accept.loadFailed')} cause={check.error} />;
  const regime = chosen ?? check.data.suggested ?? 'ordinary';
  const verdict = check.data.regimes.find((candidate) => candidate.regime === regime)!;
  const warned = verdict.warnings.length > 0;
  return (
    <section
      aria-labelledby={`engagement-${applicationID}`}
      className="space-y-3 rounded-lg border border-slate-300 bg-brand-50 p-3"
      data-testid="engagement-choice"
    >
      <h4 id={`engagement-${applicationID}`} className="font-semibold text-slate-900">
        {t('web.engagements.accept.title', { name: workerName })}
      </h4>
      <p className="text-sm text-slate-600">{t('web.engagements.accept.intro')}</p>
      <fieldset className="space-y-2">
        <legend className="sr-only">{t('web.engagements.accept.title', { name: workerName })}</legend>
        {check.data.regimes.map((candidate) => (
          <label
            key={candidate.regime}
            className={`flex min-h-11 items-start gap-2 rounded-lg border bg-white p-2 text-sm ${
              candidate.refusal ? 'border-slate-200 text-slate-500' : 'cursor-pointer border-slate-300'
            }`}
          >
            <input
              type="radio"
              name={`regime-${applicationID}`}
              className="mt-1"
              value={candidate.regime}
              checked={regime === candidate.regime}
              disabled={candidate.refusal !== null}
              onChange={() => {
                setChosen(candidate.regime);
                setConfirmed(false);
                setFailure(undefined);
              }}
            />
            <span>
              <span className="font-medium">{regimeName(candidate.regime)}</span>
              {candidate.refusal && (
                <span className="block text-xs">
                  {t('web.engagements.accept.notAllowed')}: {candidate.refusal.message}
                </span>
              )}
            </span>
          </label>
        ))}
      </fieldset>
      {verdict.warnings.map((warning) => (
        <p key={warning.code} role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {warning.message}
        </p>
      ))}
      {warned && (
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
          />
          {t('web.engagements.accept.warningsConfirm', { name: workerName })}
        </label>
      )}
      {check.data.inszMissing && (
        <p className="text-sm text-slate-600">
          {t('web.engagements.accept.inszMissing', { name: workerName })}
        </p>
      )}
      {failure && <ErrorBox {...failure} />}
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={sending || (warned && !confirmed)}
          onClick={async () => {
            setSending(true);
            setFailure(undefined);
            try {
              await onAccept(regime);
            } catch (error) {
              setFailure({ message: (error as Error).message, cause: error });
              await check.refetch();
            } finally {
              setSending(false);
            }
          }}
        >
          {t('web.engagements.accept.confirm', { regime: regimeName(regime).toLowerCase() })}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('web.engagements.accept.cancel')}
        </Button>
      </div>
    </section>
  );
}
