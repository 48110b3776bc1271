import type { AlertPayload } from '@jobbel/shared/alerts/alert.schemas';
import { useForm } from 'react-hook-form';
import { showToast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { sharedSchemaResolver } from '../../../lib/form-resolver';
import { t, translateMessage } from '../../../lib/i18n';
import { useSaveAlert } from '../api/alerts';
import { AlertFrequencyOptions } from './alert-frequency-options';

const alertResolver = sharedSchemaResolver(() =>
  import('@jobbel/shared/alerts/alert.schemas').then((m) => m.alertPayloadSchema),
);

export type AlertSearch = Omit<AlertPayload, 'alertName' | 'alertFrequency'>;

/** The search on screen, under a name, announced at once or in a daily mail. */
export function SaveAlertForm({
  search,
  suggestedName,
  onDone,
}: {
  search: AlertSearch;
  suggestedName: string;
  onDone: () => void;
}) {
  const save = useSaveAlert();
  const form = useForm({
    resolver: alertResolver,
    values: { ...search, alertName: suggestedName, alertFrequency: 'instant' as const },
  });
  const error = form.formState.errors.alertName?.message;
  return (
    <form
      noValidate
      aria-label={t('web.alerts.save.title')}
      className="flex flex-wrap items-end gap-3 rounded-2xl border border-slate-200 bg-white p-4"
      onSubmit={form.handleSubmit((alert) =>
        save.mutate(alert, {
          onSuccess: () => {
            onDone();
            showToast({ type: 'success', message: t('web.alerts.save.saved') });
          },
        }),
      )}
    >
      <label className="text-sm font-medium text-slate-700">
        {t('web.alerts.save.name')}
        <input
          {...form.register('alertName')}
          maxLength={100}
          aria-invalid={error ? true : undefined}
          className="mt-1 block w-64 max-w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
      </label>
      <label className="text-sm font-medium text-slate-700">
        {t('web.alerts.save.frequency')}
        <select
          {...form.register('alertFrequency')}
          className="mt-1 block rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
        >
          <AlertFrequencyOptions />
        </select>
      </label>
      <Button type="submit" disabled={save.isPending}>
        {t('web.alerts.save.submit')}
      </Button>
      <Button variant="secondary" onClick={() => onDone()}>
        {t('web.alerts.save.cancel')}
      </Button>
      {error && (
        <p role="alert" className="w-full text-xs text-red-600">
          {translateMessage(error)}
        </p>
      )}
    </form>
  );
}
