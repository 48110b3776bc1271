import type { JobFormValues } from '@jobbel/shared/jobs/job-form.schemas';
import { type Control, Controller } from 'react-hook-form';
import { t, translateMessage } from '../../../lib/i18n';
import type { RenderTownField } from '../town-field-slot';

interface JobLocationFieldProps {
  control: Control<JobFormValues, unknown, unknown>;
  error: string | undefined;
  renderTownField: RenderTownField;
}

const FIELD_ID = 'job-location';

/** The job's town, with suggestions: a town from the list gives the job coordinates for distance search. */
export function JobLocationField({ control, error, renderTownField }: JobLocationFieldProps) {
  return (
    <Controller
      name="jobLocation"
      control={control}
      render={({ field }) => (
        <div>
          <label htmlFor={FIELD_ID} className="mb-1 block text-sm font-medium text-slate-700">
            {t('web.common.place')}
          </label>
          {renderTownField({
            id: FIELD_ID,
            className: `w-full rounded-lg border bg-white px-3 py-2.5 text-sm shadow-sm focus:outline-2 focus:outline-brand-700 ${error ? 'border-red-400' : 'border-slate-300'}`,
            placeholder: '',
            value: field.value,
            onType: field.onChange,
            onPick: field.onChange,
            onBlur: field.onBlur,
            invalid: Boolean(error),
            describedBy: error ? `${FIELD_ID}-error` : undefined,
          })}
          {error && (
            <p id={`${FIELD_ID}-error`} role="alert" className="mt-1 text-xs text-red-600">
              {translateMessage(error)}
            </p>
          )}
        </div>
      )}
    />
  );
}
