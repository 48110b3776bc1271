import type { CorrectedHoursPayload } from '@jobbel/shared/shifts/shift.schemas';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { sharedSchemaResolver } from '../../../lib/form-resolver';
import { t } from '../../../lib/i18n';

const confirmResolver = sharedSchemaResolver(() =>
  import('@jobbel/shared/shifts/shift.schemas').then((m) => m.workedHoursPayloadSchema),
);
const correctResolver = sharedSchemaResolver(() =>
  import('@jobbel/shared/shifts/shift.schemas').then((m) => m.correctedHoursPayloadSchema),
);

interface HoursFormProps {
  /** start and end as the API writes them ('YYYY-MM-DD HH:MM:SS'), break in minutes */
  defaults: { start: string; end: string; breakMinutes: number };
  /** the business's correction asks for a comment the worker will see */
  correcting?: boolean;
  /** a line under the title: where the prefilled times come from */
  note?: string;
  pending: boolean;
  onSubmit: (hours: CorrectedHoursPayload) => void;
  onCancel?: () => void;
}

const asLocalInput = (apiDateTime: string) => apiDateTime.slice(0, 16).replace(' ', 'T');

/** Start, end and break of a shift, prefilled; validated by the same schema the API uses. */
export function HoursForm({
  defaults,
  correcting = false,
  note,
  pending,
  onSubmit,
  onCancel,
}: HoursFormProps) {
  const form = useForm({
    resolver: (correcting ? correctResolver : confirmResolver) as typeof correctResolver,
    defaultValues: {
      jobApplicationWorkedStartDateTime: asLocalInput(defaults.start),
      jobApplicationWorkedEndDateTime: asLocalInput(defaults.end),
      jobApplicationBreakMinutes: defaults.breakMinutes,
      jobApplicationHoursComment: '',
    },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((hours) => onSubmit(hours))}
      className="space-y-3 rounded-lg border border-slate-200 p-3"
      aria-label={t(correcting ? 'web.shifts.hours.correctTitle' : 'web.shifts.hours.confirmTitle')}
    >
      <p className="text-sm font-semibold text-slate-900">
        {t(correcting ? 'web.shifts.hours.correctTitle' : 'web.shifts.hours.confirmTitle')}
      </p>
      {note && <p className="text-sm text-slate-600">{note}</p>}
      <div className="grid gap-3">
        <TextField
          label={t('web.shifts.hours.start')}
          type="datetime-local"
          {...form.register('jobApplicationWorkedStartDateTime')}
          error={errors.jobApplicationWorkedStartDateTime?.message}
        />
        <TextField
          label={t('web.shifts.hours.end')}
          type="datetime-local"
          {...form.register('jobApplicationWorkedEndDateTime')}
          error={errors.jobApplicationWorkedEndDateTime?.message}
        />
        <TextField
          className="max-w-40"
          label={t('web.shifts.hours.breakMinutes')}
          type="number"
          inputMode="numeric"
          min={0}
          step={5}
          {...form.register('jobApplicationBreakMinutes', { valueAsNumber: true })}
          error={errors.jobApplicationBreakMinutes?.message}
        />
      </div>
      {correcting && (
        <TextField
          label={t('web.shifts.hours.comment')}
          maxLength={500}
          {...form.register('jobApplicationHoursComment')}
          error={errors.jobApplicationHoursComment?.message}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {t(correcting ? 'web.shifts.hours.saveCorrection' : 'web.shifts.hours.confirm')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('web.shifts.hours.cancelEdit')}
          </Button>
        )}
      </div>
    </form>
  );
}
