import { CANCEL_REASON_MAX } from '@jobbel/shared/shifts/shift.constants';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';

/** 'Jobbelaar annuleren', then a reason the worker gets by mail, then the confirmation. */
export function CancelWithReason({
  pending,
  onCancel,
}: {
  pending: boolean;
  onCancel: (reason: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const form = useForm({ defaultValues: { reason: '' } });
  const error = form.formState.errors.reason?.message;
  if (!open)
    return (
      <Button variant="secondary" className="px-3 py-1.5 text-red-700" onClick={() => setOpen(true)}>
        {t('web.shifts.cancel.cancelWorker')}
      </Button>
    );
  return (
    <form
      noValidate
      className="space-y-2 rounded-lg bg-red-50 p-3"
      onSubmit={form.handleSubmit(({ reason }) => onCancel(reason.trim()))}
    >
      <label className="block text-sm font-medium text-slate-800">
        {t('web.shifts.cancel.reasonLabel')}
        <textarea
          rows={2}
          maxLength={CANCEL_REASON_MAX}
          aria-invalid={error ? true : undefined}
          {...form.register('reason', {
            validate: (reason) => reason.trim() !== '' || t('web.shifts.cancel.reasonRequired'),
          })}
          className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:outline-2 focus:outline-brand-700"
        />
      </label>
      {error && (
        <p role="alert" className="text-xs text-red-600">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" className="bg-red-700 px-3 py-1.5 hover:bg-red-800" disabled={pending}>
          {t('web.shifts.cancel.confirm')}
        </Button>
        <Button variant="secondary" className="px-3 py-1.5" onClick={() => setOpen(false)}>
          {t('web.shifts.cancel.keep')}
        </Button>
      </div>
    </form>
  );
}
