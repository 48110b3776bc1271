import { ErrorBox } from '../../../components/ui/error-box';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate, parseApiDateTime } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import { formatEuro } from '../../../lib/money';
import { useWorkHours } from '../api/work-status';

/** "Mijn werkuren": student hours per quarter against the quota and her declaration, extra days, flexi pay. */
export function WorkHoursCard() {
  const hours = useWorkHours();
  if (hours.isPending) return <Spinner label={t('web.common.loading')} />;
  if (hours.isError) return <ErrorBox message={t('web.engagements.hours.loadFailed')} cause={hours.error} />;
  const { year, student, extra, flexi } = hours.data;
  return (
    <section
      aria-labelledby="work-hours-title"
      className="rounded-2xl border border-slate-200 p-4"
      data-testid="work-hours"
    >
      <h2 id="work-hours-title" className="text-xl font-bold text-slate-900">
        {t('web.engagements.hours.title', { year })}
      </h2>
      <h3 className="mt-3 text-sm font-semibold text-slate-700">{t('web.engagements.hours.studentTitle')}</h3>
      <table className="mt-2 w-full text-sm">
        <thead>
          <tr className="text-left text-slate-500">
            <th className="py-1 font-medium">{t('web.engagements.hours.quarter')}</th>
            <th className="py-1 text-right font-medium">{t('web.engagements.hours.approved')}</th>
            <th className="py-1 text-right font-medium">{t('web.engagements.hours.planned')}</th>
          </tr>
        </thead>
        <tbody>
          {student.quarters.map((quarter) => (
            <tr key={quarter.quarter} className="border-t border-slate-100">
              <td className="py-1">{quarter.quarter.slice(5)}</td>
              <td className="py-1 text-right">{quarter.approved}</td>
              <td className="py-1 text-right">{quarter.planned}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-sm font-medium text-slate-900">
        {t('web.engagements.hours.total', { hours: student.total, quota: student.quota })}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {student.declaredOn && student.declaredRemaining !== null && student.left !== null
          ? t('web.engagements.hours.declared', {
              date: formatDate(parseApiDateTime(student.declaredOn)!, t('web.common.dateFormat')),
              remaining: student.declaredRemaining,
              since: student.sinceDeclared,
              left: student.left,
            })
          : t('web.engagements.hours.noDeclaration')}
      </p>
      <p className="mt-3 text-sm text-slate-700">{t('web.engagements.hours.extra', extra)}</p>
      <p className="mt-1 text-sm text-slate-700">
        {t('web.engagements.hours.flexi', {
          earnings: formatEuro(flexi.earnings),
          ceiling: formatEuro(flexi.ceiling),
        })}
      </p>
    </section>
  );
}
