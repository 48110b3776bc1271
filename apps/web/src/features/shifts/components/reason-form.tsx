import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';

export interface ReasonFormTexts {
  /** the button that opens the form */
  open: string;
  label: string;
  confirm: string;
  /** set when a reason must be given; without it the reason is optional */
  required?: string;
}

/**
 * A step that cannot be undone by the one who takes it, with a reason the other side reads: a button,
 * then the reason (and what the step means), then the confirmation.
 */
export function ReasonForm({
  texts,
  maxLength,
  pending,
  warning,
  onSubmit,
}: {
  texts: ReasonFormTexts;
  maxLength: number;
  pending: boolean;
  warning?: string;
  onSubmit: (reason: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const form = useForm({ defaultValues: { reason: '' } });
  const error = form.formState.errors.reason?.message;
  if (!open)
    return (
      <Button variant="secondary" className="px-3 py-1.5 text-red-700" onClick={() => setOpen(true)}>
        {texts.open}
      </Button>
    );
  return (
    <form
      noValidate
      className="space-y-2 rounded-lg bg-red-50 p-3"
      onSubmit={form.handleSubmit(({ reason }) => onSubmit(reason.trim()))}
    >
      {warning && <p className="text-sm text-red-800">{warning}</p>}
      <label className="block text-sm font-medium text-slate-800">
        {texts.label}
        <textarea
          rows={2}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          {...form.register('reason', {
            validate: (reason) => !texts.required || reason.trim() !== '' || texts.required,
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
          {texts.confirm}
        </Button>
        <Button variant="secondary" className="px-3 py-1.5" onClick={() => setOpen(false)}>
          {t('web.shifts.cancel.keep')}
        </Button>
      </div>
    </form>
  );
}
