import type { JobFormValues } from '@jobbel/shared/jobs/job-form.schemas';
import { BREAK_MINUTES_MAX } from '@jobbel/shared/shifts/shift.constants';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import { t } from '../../../lib/i18n';

/** What a worker needs to get to work: where exactly, the break, what to wear or bring. */
export function JobPracticalFields({ form }: { form: UseFormReturn<JobFormValues, unknown, unknown> }) {
  const { errors } = form.formState;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField
        label={t('web.jobForm.address')}
        hint={t('web.jobForm.addressHint')}
        autoComplete="street-address"
        maxLength={150}
        {...form.register('jobAddress')}
        error={errors.jobAddress?.message}
      />
      <TextField
        label={t('web.jobForm.breakMinutes')}
        type="number"
        min={0}
        max={BREAK_MINUTES_MAX}
        step={5}
        {...form.register('jobBreakMinutes')}
        error={errors.jobBreakMinutes?.message}
      />
      <TextField
        className="sm:col-span-2"
        label={t('web.jobForm.bring')}
        hint={t('web.jobForm.bringHint')}
        maxLength={500}
        {...form.register('jobBring')}
        error={errors.jobBring?.message}
      />
    </div>
  );
}
