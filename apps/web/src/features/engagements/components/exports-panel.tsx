import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorBox, type Failure } from '../../../components/ui/error-box';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';
import { downloadExport } from '../api/download-export';

const day = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const FILE_NAMES = {
  performances: 'jobbel-prestaties',
  presence: 'jobbel-aanwezigheden',
  costs: 'jobbel-kostenraming-schatting',
} as const;

/**
 * The performances CSV, the presence log and the cost estimate of a period (this month by default), for
 * the secretariat and the business's own records.
 */
export function ExportsPanel() {
  const now = new Date();
  const [from, setFrom] = useState(day(new Date(now.getFullYear(), now.getMonth(), 1)));
  const [to, setTo] = useState(day(new Date(now.getFullYear(), now.getMonth() + 1, 0)));
  const [failure, setFailure] = useState<Failure>();
  const download = async (kind: keyof typeof FILE_NAMES) => {
    setFailure(undefined);
    try {
      const name = FILE_NAMES[kind];
      await downloadExport(`/exports/${kind}`, { from, to }, `${name}-${from}-${to}.csv`);
    } catch (error) {
      setFailure({ message: (error as Error).message, cause: error });
    }
  };
  return (
    <section
      aria-labelledby="exports-title"
      className="rounded-2xl border border-slate-200 bg-white p-5"
      data-testid="exports"
    >
      <h2 id="exports-title" className="text-lg font-bold text-slate-900">
        {t('web.engagements.exports.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('web.engagements.exports.intro')}</p>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:max-w-md">
        <TextField
          label={t('web.engagements.exports.from')}
          type="date"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
        />
        <TextField
          label={t('web.engagements.exports.to')}
          type="date"
          value={to}
          onChange={(event) => setTo(event.target.value)}
        />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={() => download('performances')}>{t('web.engagements.exports.performances')}</Button>
        <Button variant="secondary" onClick={() => download('presence')}>
          {t('web.engagements.exports.presence')}
        </Button>
        <Button variant="secondary" onClick={() => download('costs')}>
          {t('web.engagements.exports.costs')}
        </Button>
      </div>
      <p className="mt-2 text-xs text-slate-500">{t('web.engagements.exports.costsNote')}</p>
      <Link
        to={paths.contracts.href()}
        className="mt-3 inline-block text-sm font-semibold text-brand-700 underline"
      >
        {t('web.engagements.exports.contracts')}
      </Link>
      {failure && (
        <div className="mt-2">
          <ErrorBox {...failure} />
        </div>
      )}
    </section>
  );
}
