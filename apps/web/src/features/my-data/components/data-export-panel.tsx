import type { DataExport } from '@jobbel/shared/my-data/my-data.schemas';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate, parseApiDateTime } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import { downloadDataExport, useAskDataExport, useDataExports } from '../api/data-exports';

const moment = (dateTime: string) => formatDate(parseApiDateTime(dateTime)!, t('web.common.dateTimeFormat'));
const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function ExportRow({ item }: { item: DataExport }) {
  const [failed, setFailed] = useState<unknown>();
  return (
    <li className="space-y-1 py-3" data-testid="data-export">
      <p className="text-sm font-medium text-slate-900">{t(`web.settings.myData.states.${item.state}`)}</p>
      <p className="text-xs text-slate-600">
        {t('web.settings.myData.requested', { moment: moment(item.requestedDateTime) })}
      </p>
      {item.state === 'ready' && item.expiresDateTime && (
        <>
          <p className="text-xs text-slate-600">
            {t('web.settings.myData.expires', { moment: moment(item.expiresDateTime) })}
          </p>
          <Button
            variant="secondary"
            onClick={() => downloadDataExport(item.exportID, item.requestedDateTime).catch(setFailed)}
          >
            {t('web.settings.myData.download', { size: size(item.bytes ?? 0) })}
          </Button>
        </>
      )}
      {failed !== undefined && <ErrorBox message={t('web.settings.myData.downloadFailed')} cause={failed} />}
    </li>
  );
}

/** Privacy: everything Jobbel keeps of the account, asked for and downloaded as one zip. */
export function DataExportPanel() {
  const exports = useDataExports();
  const ask = useAskDataExport();
  return (
    <section aria-labelledby="my-data-title" className="mt-8 space-y-3" data-testid="my-data">
      <h2 id="my-data-title" className="text-lg font-bold text-slate-900">
        {t('web.settings.myData.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('web.settings.myData.intro')}</p>
      <Button onClick={() => ask.mutate()} disabled={ask.isPending}>
        {t('web.settings.myData.ask')}
      </Button>
      {ask.isSuccess && (
        <p role="status" className="text-sm text-emerald-800">
          {t('web.settings.myData.asked')}
        </p>
      )}
      {ask.isError && <ErrorBox message={ask.error.message} cause={ask.error} />}
      {exports.isPending && <Spinner label={t('web.common.loading')} />}
      {exports.isError && <ErrorBox message={t('web.settings.myData.loadFailed')} cause={exports.error} />}
      {exports.data && exports.data.exports.length > 0 && (
        <ul className="divide-y divide-slate-100">
          {exports.data.exports.map((item) => (
            <ExportRow key={item.exportID} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
