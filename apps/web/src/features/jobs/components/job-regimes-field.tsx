import { ruleOn } from '@jobbel/shared/engagements/belgian-rules';
import { REGIMES } from '@jobbel/shared/engagements/regimes';
import type { JobFormValues } from '@jobbel/shared/jobs/job-form.schemas';
import type { UseFormReturn } from 'react-hook-form';
import { t, translateMessage } from '../../../lib/i18n';
import { formatEuro } from '../../../lib/money';
import { regimeLabel } from '../regime-labels';

/** The regimes a job is open to; with flexi, the wage bounds of the shift's date, from the rules table. */
export function JobRegimesField({ form }: { form: UseFormReturn<JobFormValues, unknown, unknown> }) {
  const [regimes, start] = form.watch(['jobRegimes', 'jobStartDateTime']);
  const error = form.formState.errors.jobRegimes?.message;
  const day = start || new Date().toISOString();
  return (
    <fieldset aria-describedby="job-regimes-hint">
      <legend className="text-sm font-medium text-slate-700">{t('web.jobs.regimesLabel')}</legend>
      <p id="job-regimes-hint" className="mt-1 text-xs text-slate-500">
        {t('web.jobForm.regimesHint')}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {REGIMES.map((regime) => (
          <label
            key={regime}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input type="checkbox" value={regime} {...form.register('jobRegimes')} />
            {regimeLabel(regime)}
          </label>
        ))}
      </div>
      {regimes?.includes('flexi') && (
        <p className="mt-2 text-sm text-slate-700" data-testid="flexi-bounds">
          {t('web.jobForm.flexiBounds', {
            min: formatEuro(ruleOn('flexiHourlyWageMin', day)),
            max: formatEuro(ruleOn('flexiHourlyWageMax', day)),
          })}
        </p>
      )}
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {translateMessage(error)}
        </p>
      )}
    </fieldset>
  );
}
