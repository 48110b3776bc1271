import { differsNotably } from '@jobbel/shared/check-in/check-in-rules';
import { t } from '../../../lib/i18n';

type Times = { start: string | null; end: string | null };
const time = (dateTime: string | null) => dateTime?.slice(11, 16) ?? '–';

/**
 * Planned, checked and submitted times of one shift side by side for the business; a checked or
 * submitted time more than 15 minutes from another is marked.
 */
export function HoursComparison({
  planned,
  checked,
  submitted,
}: {
  planned: Times;
  checked: Times;
  submitted: Times;
}) {
  const rows = [
    { label: t('web.checkIn.hours.planned'), times: planned },
    { label: t('web.checkIn.hours.checked'), times: checked },
    { label: t('web.checkIn.hours.submitted'), times: submitted },
  ];
  const marked = (which: 'start' | 'end', times: Times) =>
    rows.some((other) => other.times !== times && differsNotably(other.times[which], times[which]));
  const cell = (which: 'start' | 'end', times: Times) => {
    const differs = times !== planned && marked(which, times);
    return (
      <td className={`px-2 py-1 tabular-nums ${differs ? 'bg-amber-100 font-semibold text-amber-900' : ''}`}>
        {time(times[which])}
        {differs && <span className="sr-only"> ({t('web.checkIn.hours.differs')})</span>}
      </td>
    );
  };
  const anyDifference = rows.some(
    ({ times }) => times !== planned && (marked('start', times) || marked('end', times)),
  );
  return (
    <div className="space-y-1">
      <table className="text-sm text-slate-800">
        <tbody>
          {rows.map(({ label, times }) => (
            <tr key={label}>
              <th scope="row" className="py-1 pr-3 text-left font-medium text-slate-600">
                {label}
              </th>
              {cell('start', times)}
              {cell('end', times)}
            </tr>
          ))}
        </tbody>
      </table>
      {anyDifference && (
        <p className="text-xs font-semibold text-amber-900">{t('web.checkIn.hours.differs')}</p>
      )}
    </div>
  );
}
