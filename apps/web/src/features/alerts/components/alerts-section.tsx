import type { AlertFrequency } from '@jobbel/shared/alerts/alert.constants';
import type { Alert } from '@jobbel/shared/alerts/alert.schemas';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';
import { useAlerts, useChangeAlertFrequency, useDeleteAlert } from '../api/alerts';
import { AlertFrequencyOptions } from './alert-frequency-options';

function summary(alert: Alert): string {
  return [
    alert.alertSearch && `“${alert.alertSearch}”`,
    alert.alertLocation ?? t('web.alerts.list.defaultTown'),
    alert.alertRadiusKm && t('web.alerts.list.radius', { km: alert.alertRadiusKm }),
    alert.alertJobType,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Settings, notifications: the worker's job alerts, how often each mails, and a way to delete them. */
export function AlertsSection() {
  const alerts = useAlerts();
  const change = useChangeAlertFrequency();
  const remove = useDeleteAlert();
  return (
    <section aria-labelledby="alerts-title" className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id="alerts-title" className="text-lg font-bold text-slate-900">
        {t('web.alerts.list.title')}
      </h2>
      {alerts.isError && <p className="mt-2 text-sm text-red-700">{t('web.alerts.list.failed')}</p>}
      {alerts.data?.count === 0 && (
        <p className="mt-2 text-sm text-slate-600">{t('web.alerts.list.empty')}</p>
      )}
      <ul className="mt-3 divide-y divide-slate-100">
        {alerts.data?.data.map((alert) => (
          <li key={alert.alertID} className="flex flex-wrap items-center gap-3 py-3" data-testid="alert">
            <div className="min-w-48 flex-1">
              <p className="font-semibold text-slate-900">{alert.alertName}</p>
              <p className="text-sm text-slate-600">{summary(alert)}</p>
            </div>
            <label className="text-sm text-slate-700">
              <span className="sr-only">{t('web.alerts.save.frequency')}</span>
              <select
                value={alert.alertFrequency}
                onChange={(event) =>
                  change.mutate({
                    alertID: alert.alertID,
                    alertFrequency: event.target.value as AlertFrequency,
                  })
                }
                className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
              >
                <AlertFrequencyOptions />
              </select>
            </label>
            <Button
              variant="secondary"
              className="px-3 py-1.5 text-red-700"
              aria-label={t('web.alerts.list.delete', { name: alert.alertName })}
              disabled={remove.isPending}
              onClick={() => remove.mutate(alert.alertID)}
            >
              {t('web.alerts.list.deleteShort')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
